import type { SavedStoreLegal, StoreLegal } from '@food/contract';
import type { Database } from '../../db/client.ts';
import { getStore } from '../stores/service.ts';
import { findStoreLegal, saveStoreLegalRow, type StoreLegalRow } from './repository.ts';

/** The store's legal details as saved, or none (the receipts show them). */
export { findStoreLegal };

const NONE: StoreLegal = {
  legal_name: '',
  representative: '',
  address: '',
  email: '',
  phone: '',
  vat_id: null,
  register_court: null,
  register_number: null,
  texts: {},
};

const toStoreLegal = (row: StoreLegalRow): StoreLegal => ({
  legal_name: row.legalName,
  representative: row.representative,
  address: row.address,
  email: row.email,
  phone: row.phone,
  vat_id: row.vatId,
  register_court: row.registerCourt,
  register_number: row.registerNumber,
  texts: row.texts,
});

/** The store's legal details; empty fields until its administrator sets them. 404 for an unknown store. */
export async function getStoreLegal(db: Database, storeId: number): Promise<StoreLegal> {
  await getStore(db, storeId);
  const row = await findStoreLegal(db, storeId);
  return row ? toStoreLegal(row) : NONE;
}

export async function saveStoreLegal(
  db: Database,
  storeId: number,
  input: SavedStoreLegal,
): Promise<StoreLegal> {
  const row = await saveStoreLegalRow(db, storeId, {
    legalName: input.legal_name,
    representative: input.representative,
    address: input.address,
    email: input.email,
    phone: input.phone,
    vatId: input.vat_id,
    registerCourt: input.register_court,
    registerNumber: input.register_number,
    texts: input.texts,
  });
  return toStoreLegal(row);
}
