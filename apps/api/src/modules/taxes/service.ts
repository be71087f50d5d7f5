import type { SaveTax, Tax, TaxRef } from '@food/contract';
import type { Database } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
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

/** What a category or product payload is told when its tax_id is not one of the caller's store. */
export const FOREIGN_TAX_MESSAGE = 'Choose a tax of your store';

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

const missing = (id: number) => notFound(`Tax ${id} does not exist`);

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

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
    const users = [
      usage.categories > 0 ? counted(usage.categories, 'category', 'categories') : '',
      usage.products > 0 ? counted(usage.products, 'product', 'products') : '',
    ].filter(Boolean);
    const them = usage.categories + usage.products === 1 ? 'it' : 'them';
    throw conflict(`This tax is still used by ${users.join(' and ')}. Give ${them} another tax first.`);
  }
  let deleted: { id: number } | undefined;
  try {
    deleted = await deleteTaxRow(db, storeId, id);
  } catch (err) {
    // A category or product written since the count above.
    if (isForeignKeyViolation(err))
      throw conflict('This tax is still in use. Give its categories and products another tax first.');
    throw err;
  }
  if (!deleted) throw missing(id);
}
