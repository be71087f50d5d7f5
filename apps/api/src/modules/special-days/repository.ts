import { and, asc, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { specialDays } from '../../db/schema/index.ts';

export type SpecialDayRow = typeof specialDays.$inferSelect;
export type SpecialDayValues = Pick<typeof specialDays.$inferInsert, 'date' | 'closed' | 'ranges' | 'note'>;

/** The store's special days in date order; with `from`, only those on or after that date. */
export function listSpecialDayRows(db: Database, storeId: number, from?: string): Promise<SpecialDayRow[]> {
  return db
    .select()
    .from(specialDays)
    .where(and(eq(specialDays.storeId, storeId), from ? gte(specialDays.date, from) : undefined))
    .orderBy(asc(specialDays.date));
}

export async function insertSpecialDay(
  db: Database,
  storeId: number,
  values: SpecialDayValues,
): Promise<SpecialDayRow> {
  const [row] = await db
    .insert(specialDays)
    .values({ storeId, ...values })
    .returning();
  if (!row) throw new Error('insert into special_days returned no row');
  return row;
}

export async function updateSpecialDay(
  db: Database,
  storeId: number,
  id: number,
  values: SpecialDayValues,
): Promise<SpecialDayRow | undefined> {
  const [row] = await db
    .update(specialDays)
    .set(values)
    .where(and(eq(specialDays.id, id), eq(specialDays.storeId, storeId)))
    .returning();
  return row;
}

export async function deleteSpecialDay(db: Database, storeId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(specialDays)
    .where(and(eq(specialDays.id, id), eq(specialDays.storeId, storeId)))
    .returning({ id: specialDays.id });
  return deleted.length > 0;
}
