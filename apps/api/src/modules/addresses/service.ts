import type { Address, SavedAddress } from '@food/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/service.ts';
import { updateContact } from '../users/service.ts';
import {
  findAddress,
  findLatestShippingAddress,
  insertAddress,
  listAddresses,
  updateAddress,
  type AddressRow,
  type AddressValues,
} from './repository.ts';

export type { AddressRow };

function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    type: row.type as Address['type'],
    line1: row.line1,
    area: row.area,
    city: row.city,
    zip: row.zip,
    country: row.country,
    phone: row.phone,
    customer_name: row.customerName,
  };
}

const toAddressValues = (input: SavedAddress): AddressValues => ({
  type: input.type,
  line1: input.line1,
  area: input.area,
  city: input.city,
  zip: input.zip,
  country: input.country,
  phone: input.phone,
  customerName: input.customer_name,
});

export async function listOwnAddresses(db: Database, user: AuthUser): Promise<Address[]> {
  return (await listAddresses(db, user.id)).map(toAddress);
}

/** A new customer's address, written with their account: it already has the address's name and phone. */
export async function addFirstAddress(db: Database, userId: number, storeId: number, input: SavedAddress) {
  await insertAddress(db, userId, storeId, toAddressValues(input));
}

// The order desk shows the account's name and phone, so they follow the address the customer last saved.
export function addAddress(db: Database, user: AuthUser, storeId: number, input: SavedAddress) {
  const values = toAddressValues(input);
  return db.transaction(async (tx) => {
    const row = await insertAddress(tx, user.id, storeId, values);
    await updateContact(tx, user.id, { customerName: values.customerName, phone: values.phone });
    return toAddress(row);
  });
}

export function changeAddress(db: Database, user: AuthUser, id: number, input: SavedAddress) {
  const values = toAddressValues(input);
  return db.transaction(async (tx) => {
    const row = await updateAddress(tx, user.id, id, values);
    if (!row) throw new AppError('address_not_found', { id: String(id) });
    await updateContact(tx, user.id, { customerName: values.customerName, phone: values.phone });
    return toAddress(row);
  });
}

/**
 * Where an order goes: the customer's address `id`, or without one the shipping address they saved last.
 * Undefined when `id` is not one of theirs, or they have none.
 */
export function findOrderAddress(
  db: Database,
  userId: number,
  id?: number | null,
): Promise<AddressRow | undefined> {
  return id ? findAddress(db, userId, id) : findLatestShippingAddress(db, userId);
}
