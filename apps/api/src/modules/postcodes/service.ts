import type { Postcode, SavedPostcode } from '@food/contract';
import { fromMinor, toMinor } from '@food/money';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { decimalOrNull, minorOrNull } from '../../lib/money.ts';
import { getStore } from '../stores/service.ts';
import {
  deletePostcode,
  findPostcode,
  insertPostcode,
  listPostcodes,
  updatePostcode,
  type PostcodeRow,
  type PostcodeValues,
} from './repository.ts';

const postcodeNotFound = (id: number) => new AppError('postcode_not_found', { id: String(id) });

function toPostcode(row: PostcodeRow): Postcode {
  return {
    id: row.id,
    postcode: row.postcode,
    delivery_fee: fromMinor(row.deliveryFeeMinor),
    min_order: decimalOrNull(row.minOrderMinor),
    free_delivery_over: decimalOrNull(row.freeDeliveryOverMinor),
    store_id: row.storeId,
  };
}

const toValues = (input: SavedPostcode): PostcodeValues => ({
  postcode: input.postcode,
  deliveryFeeMinor: toMinor(input.delivery_fee),
  minOrderMinor: minorOrNull(input.min_order),
  freeDeliveryOverMinor: minorOrNull(input.free_delivery_over),
});

// The unique (store, postcode) constraint decides, so two saves racing for one postcode cannot both win.
async function refuseDuplicate<T>(postcode: string, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('postcode_taken', { postcode });
    throw error;
  }
}

export async function listStorePostcodes(db: Database, storeId: number): Promise<Postcode[]> {
  await getStore(db, storeId);
  return (await listPostcodes(db, storeId)).map(toPostcode);
}

export async function getPostcode(db: Database, storeId: number, id: number): Promise<Postcode> {
  const row = await findPostcode(db, storeId, id);
  if (!row) throw postcodeNotFound(id);
  return toPostcode(row);
}

/** A postcode of the store's delivery area with its fee, or undefined when the store does not deliver there. */
export function findDeliveryPostcode(
  db: Database,
  storeId: number,
  id: number,
): Promise<PostcodeRow | undefined> {
  return findPostcode(db, storeId, id);
}

export async function addPostcode(db: Database, storeId: number, input: SavedPostcode): Promise<Postcode> {
  return toPostcode(await refuseDuplicate(input.postcode, insertPostcode(db, storeId, toValues(input))));
}

export async function changePostcode(
  db: Database,
  storeId: number,
  id: number,
  input: SavedPostcode,
): Promise<Postcode> {
  const row = await refuseDuplicate(input.postcode, updatePostcode(db, storeId, id, toValues(input)));
  if (!row) throw postcodeNotFound(id);
  return toPostcode(row);
}

/** Orders that used the postcode keep their copy of it and its fee (the reference is set to null). */
export async function removePostcode(db: Database, storeId: number, id: number) {
  if (!(await deletePostcode(db, storeId, id))) throw postcodeNotFound(id);
}
