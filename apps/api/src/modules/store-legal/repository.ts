import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storeLegal } from '../../db/schema/index.ts';

export type StoreLegalRow = typeof storeLegal.$inferSelect;
export type StoreLegalValues = Omit<typeof storeLegal.$inferInsert, 'storeId' | 'createdAt' | 'updatedAt'>;

export async function findStoreLegal(db: Database, storeId: number): Promise<StoreLegalRow | undefined> {
  const [row] = await db.select().from(storeLegal).where(eq(storeLegal.storeId, storeId)).limit(1);
  return row;
}

/** Writes the store's legal details whole, the first time or over the last ones. */
export async function saveStoreLegalRow(
  db: Database,
  storeId: number,
  values: StoreLegalValues,
): Promise<StoreLegalRow> {
  const [row] = await db
    .insert(storeLegal)
    .values({ storeId, ...values })
    .onConflictDoUpdate({ target: storeLegal.storeId, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('upsert into store_legal returned no row');
  return row;
}
