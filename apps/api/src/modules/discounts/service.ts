import type { Discount, DiscountCode, SavedDiscount } from '@food/contract';
import { localDateOf } from '@food/opening-hours';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { getStore } from '../stores/service.ts';
import {
  deleteDiscount,
  findDiscount,
  insertDiscount,
  listDiscounts,
  updateDiscount,
  type DiscountRow,
  type DiscountValues,
} from './repository.ts';

const discountNotFound = (id: number) => new AppError('discount_not_found', { id: String(id) });

function toDiscount(row: DiscountRow): Discount {
  return {
    id: row.id,
    code: row.code as DiscountCode,
    type: row.type as Discount['type'],
    value: row.value,
    expires_at: row.expiresAt,
    store_id: row.storeId,
  };
}

const toValues = (input: SavedDiscount): DiscountValues => ({
  code: input.code,
  type: input.type,
  value: input.value,
  expiresAt: input.expires_at,
});

/** The discounts that still apply on the store's calendar day at `now`: what an order is priced with. */
export async function discountsOn(db: Database, store: { id: number; timezone: string }, now: Date) {
  const rows = await listDiscounts(db, store.id, { appliesOn: localDateOf(store.timezone, now) });
  return rows.map(toDiscount);
}

/** The storefront sees the discounts that still apply today; the store's own administrators see all. */
export async function listStoreDiscounts(
  { db, clock }: { db: Database; clock: Clock },
  storeId: number,
  options: { all: boolean },
) {
  const store = await getStore(db, storeId);
  if (!options.all) return discountsOn(db, store, clock.now());
  return (await listDiscounts(db, storeId, {})).map(toDiscount);
}

export async function getDiscount(db: Database, storeId: number, id: number): Promise<Discount> {
  const row = await findDiscount(db, storeId, id);
  if (!row) throw discountNotFound(id);
  return toDiscount(row);
}

// The unique (store, code) constraint decides, so two saves racing for one code cannot both win.
async function refuseDuplicateCode<T>(code: DiscountCode, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('discount_taken', { discount: code });
    throw error;
  }
}

export async function createDiscount(db: Database, storeId: number, input: SavedDiscount): Promise<Discount> {
  return toDiscount(await refuseDuplicateCode(input.code, insertDiscount(db, storeId, toValues(input))));
}

export async function changeDiscount(
  db: Database,
  storeId: number,
  id: number,
  input: SavedDiscount,
): Promise<Discount> {
  const row = await refuseDuplicateCode(input.code, updateDiscount(db, storeId, id, toValues(input)));
  if (!row) throw discountNotFound(id);
  return toDiscount(row);
}

export async function removeDiscount(db: Database, storeId: number, id: number) {
  if (!(await deleteDiscount(db, storeId, id))) throw discountNotFound(id);
}
