import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, products, taxes } from '../../db/schema/index.ts';

export type TaxRow = typeof taxes.$inferSelect;
export type TaxValues = Pick<typeof taxes.$inferInsert, 'name' | 'rateBasisPoints' | 'description'>;

const ofStore = (storeId: number, id: number) => and(eq(taxes.storeId, storeId), eq(taxes.id, id));

export function findTaxes(db: Database, storeId: number): Promise<TaxRow[]> {
  return db.select().from(taxes).where(eq(taxes.storeId, storeId)).orderBy(asc(taxes.name), asc(taxes.id));
}

export async function findTax(db: Database, storeId: number, id: number): Promise<TaxRow | undefined> {
  const [row] = await db.select().from(taxes).where(ofStore(storeId, id)).limit(1);
  return row;
}

/** Like findTax, but a concurrent delete of the tax waits until the caller's transaction ends. */
export async function findTaxToReference(db: Database, storeId: number, id: number) {
  const [row] = await db.select().from(taxes).where(ofStore(storeId, id)).limit(1).for('key share');
  return row;
}

export async function insertTax(db: Database, storeId: number, values: TaxValues): Promise<TaxRow> {
  const [row] = await db
    .insert(taxes)
    .values({ storeId, ...values })
    .returning();
  if (!row) throw new Error('insert into taxes returned no row');
  return row;
}

export async function updateTaxRow(db: Database, storeId: number, id: number, values: TaxValues) {
  const [row] = await db.update(taxes).set(values).where(ofStore(storeId, id)).returning();
  return row;
}

export async function deleteTaxRow(db: Database, storeId: number, id: number) {
  const [row] = await db.delete(taxes).where(ofStore(storeId, id)).returning({ id: taxes.id });
  return row;
}

/** How many categories and products of the store still use the tax. */
export async function countTaxUsage(db: Database, storeId: number, taxId: number) {
  const [categoryCount] = await db
    .select({ n: count() })
    .from(categories)
    .where(and(eq(categories.storeId, storeId), eq(categories.taxId, taxId)));
  const [productCount] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.taxId, taxId)));
  return { categories: categoryCount?.n ?? 0, products: productCount?.n ?? 0 };
}
