import type { SavedStoreLegal, StoreLegal } from '@food/contract';
import type { Database } from '../../db/client.ts';
import { getStore } from '../stores/service.ts';
import { findStoreLegal, saveStoreLegalRow, type StoreLegalRow } from './repository.ts';

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
  placeholders: [],
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
  placeholders: row.placeholders,
});

/** A field of the legal details by its placeholder name: `legal_name`, `texts.de.imprint`… */
function fieldValue(legal: Omit<StoreLegal, 'placeholders'>, name: string): string | null {
  const [group, language, text] = name.split('.');
  if (group === 'texts') {
    const texts = legal.texts[language as keyof StoreLegal['texts']] as Record<string, string> | undefined;
    return texts?.[text ?? ''] ?? '';
  }
  return (legal as Record<string, unknown>)[name] as string | null;
}

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
  const before = await findStoreLegal(db, storeId);
  // A placeholder stays one until its field is saved with another value.
  const placeholders = before
    ? before.placeholders.filter((name) => fieldValue(input, name) === fieldValue(toStoreLegal(before), name))
    : [];
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
    placeholders,
  });
  return toStoreLegal(row);
}
