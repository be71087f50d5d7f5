import { and, asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { storeHours } from '../../db/schema/index.ts';

export type StoreHoursRow = typeof storeHours.$inferSelect;
export type NewStoreHoursRow = typeof storeHours.$inferInsert;

export function listStoreHours(db: Database, storeId: number): Promise<StoreHoursRow[]> {
  return db
    .select()
    .from(storeHours)
    .where(eq(storeHours.storeId, storeId))
    .orderBy(asc(storeHours.dayOfWeek), asc(storeHours.openTime));
}

/** The entry, locked until the transaction ends so that a concurrent edit of its group waits. */
export async function lockStoreHoursEntry(
  tx: Transaction,
  storeId: number,
  id: number,
): Promise<StoreHoursRow | undefined> {
  const [row] = await tx
    .select()
    .from(storeHours)
    .where(and(eq(storeHours.id, id), eq(storeHours.storeId, storeId)))
    .for('update');
  return row;
}

export function insertStoreHours(
  db: Database | Transaction,
  rows: NewStoreHoursRow[],
): Promise<StoreHoursRow[]> {
  return db.insert(storeHours).values(rows).returning();
}

export async function deleteStoreHoursEntry(db: Database, storeId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(storeHours)
    .where(and(eq(storeHours.id, id), eq(storeHours.storeId, storeId)))
    .returning({ id: storeHours.id });
  return deleted.length > 0;
}

/** Every entry of the store with the same name and range as `entry`. */
export function deleteStoreHoursGroup(
  tx: Transaction,
  entry: Pick<StoreHoursRow, 'storeId' | 'name' | 'openTime' | 'closeTime'>,
) {
  return tx
    .delete(storeHours)
    .where(
      and(
        eq(storeHours.storeId, entry.storeId),
        eq(storeHours.name, entry.name),
        eq(storeHours.openTime, entry.openTime),
        eq(storeHours.closeTime, entry.closeTime),
      ),
    );
}
