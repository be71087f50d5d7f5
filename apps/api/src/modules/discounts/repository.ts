import { and, asc, eq, gte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { discounts } from '../../db/schema/index.ts';

export type DiscountRow = typeof discounts.$inferSelect;
export type DiscountValues = Pick<typeof discounts.$inferInsert, 'code' | 'type' | 'value' | 'expiresAt'>;

/** `appliesOn` (YYYY-MM-DD) keeps only the discounts that still apply on that day. */
export function listDiscounts(db: Database, storeId: number, options: { appliesOn?: string } = {}) {
  const filters: SQL[] = [eq(discounts.storeId, storeId)];
  if (options.appliesOn) filters.push(gte(discounts.expiresAt, options.appliesOn));
  return db
    .select()
    .from(discounts)
    .where(and(...filters))
    .orderBy(asc(discounts.code));
}

export async function findDiscount(
  db: Database,
  storeId: number,
  id: number,
): Promise<DiscountRow | undefined> {
  const [row] = await db
    .select()
    .from(discounts)
    .where(and(eq(discounts.id, id), eq(discounts.storeId, storeId)));
  return row;
}

export async function insertDiscount(
  db: Database,
  storeId: number,
  values: DiscountValues,
): Promise<DiscountRow> {
  const [row] = await db
    .insert(discounts)
    .values({ storeId, ...values })
    .returning();
  if (!row) throw new Error('insert into discounts returned no row');
  return row;
}

export async function updateDiscount(
  db: Database,
  storeId: number,
  id: number,
  values: DiscountValues,
): Promise<DiscountRow | undefined> {
  const [row] = await db
    .update(discounts)
    .set(values)
    .where(and(eq(discounts.id, id), eq(discounts.storeId, storeId)))
    .returning();
  return row;
}

export async function deleteDiscount(db: Database, storeId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(discounts)
    .where(and(eq(discounts.id, id), eq(discounts.storeId, storeId)))
    .returning({ id: discounts.id });
  return deleted.length > 0;
}
