import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storeHours, stores } from '../../db/schema/index.ts';

export type StoreRow = typeof stores.$inferSelect;
export type NewStoreRow = typeof stores.$inferInsert;

export async function findStore(db: Database, id: number): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.id, id)).limit(1);
  return row;
}

export function listStoreHours(db: Database, storeId: number) {
  return db
    .select()
    .from(storeHours)
    .where(eq(storeHours.storeId, storeId))
    .orderBy(asc(storeHours.dayOfWeek), asc(storeHours.openTime));
}

export async function insertStore(db: Database, values: NewStoreRow): Promise<StoreRow> {
  const [row] = await db.insert(stores).values(values).returning();
  if (!row) throw new Error('insert into stores returned no row');
  return row;
}
