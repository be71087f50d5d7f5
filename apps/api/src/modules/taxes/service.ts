import type { SaveTax, Tax, TaxRef } from '@food/contract';
import type { Database } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import {
  countTaxUsage,
  deleteTaxRow,
  findTax,
  findTaxes,
  findTaxToReference,
  insertTax,
  updateTaxRow,
  type TaxRow,
  type TaxValues,
} from './repository.ts';

/** The tax as categories and products embed it; the wire's percentage from the stored basis points. */
export function toTaxRef(tax: TaxRow): TaxRef {
  return { id: tax.id, name: tax.name, percentage: tax.rateBasisPoints / 100 };
}

function toTax(tax: TaxRow): Tax {
  return { ...toTaxRef(tax), description: tax.description, store_id: tax.storeId };
}

const toValues = (input: SaveTax): TaxValues => ({
  name: input.name,
  // The contract allows 2 decimals, so percent × 100 is a whole number up to floating-point noise.
  rateBasisPoints: Math.round(input.percentage * 100),
  description: input.description,
});

const missing = (id: number) => new AppError('tax_not_found', { id: String(id) });

export async function listTaxes(db: Database, storeId: number): Promise<Tax[]> {
  return (await findTaxes(db, storeId)).map(toTax);
}

export async function getTax(db: Database, storeId: number, id: number): Promise<Tax> {
  const tax = await findTax(db, storeId, id);
  if (!tax) throw missing(id);
  return toTax(tax);
}

/**
 * The store's tax that a category or product being written points at, or undefined for another store's
 * or a missing one. Call it inside the write's transaction: the tax then cannot be deleted before it commits.
 */
export function taxToReference(db: Database, storeId: number, id: number): Promise<TaxRow | undefined> {
  return findTaxToReference(db, storeId, id);
}

export async function createTax(db: Database, storeId: number, input: SaveTax): Promise<Tax> {
  return toTax(await insertTax(db, storeId, toValues(input)));
}

export async function updateTax(db: Database, storeId: number, id: number, input: SaveTax): Promise<Tax> {
  const tax = await updateTaxRow(db, storeId, id, toValues(input));
  if (!tax) throw missing(id);
  return toTax(tax);
}

export async function deleteTax(db: Database, storeId: number, id: number): Promise<void> {
  const usage = await countTaxUsage(db, storeId, id);
  if (usage.categories > 0 || usage.products > 0) {
    throw new AppError('tax_in_use', { categories: usage.categories, products: usage.products });
  }
  let deleted: { id: number } | undefined;
  try {
    deleted = await deleteTaxRow(db, storeId, id);
  } catch (err) {
    // A category or product written since the count above.
    if (isForeignKeyViolation(err)) throw new AppError('tax_in_use_now');
    throw err;
  }
  if (!deleted) throw missing(id);
}
