import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { stores } from '../../db/schema/index.ts';

export type StoreRow = typeof stores.$inferSelect;
export type NewStoreRow = typeof stores.$inferInsert;

export async function findStore(db: Database, id: number): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.id, id)).limit(1);
  return row;
}

export async function insertStore(db: Database, values: NewStoreRow): Promise<StoreRow> {
  const [row] = await db.insert(stores).values(values).returning();
  if (!row) throw new Error('insert into stores returned no row');
  return row;
}

export async function updateStore(
  db: Database,
  id: number,
  values: Pick<NewStoreRow, 'orderTimeoutMinutes' | 'minOrderMinor'>,
): Promise<StoreRow | undefined> {
  const [row] = await db.update(stores).set(values).where(eq(stores.id, id)).returning();
  return row;
}

/** Pauses a store that is not paused yet; undefined when it already was (another process got there first). */
export async function pauseStoreRow(db: Database, id: number, now: Date): Promise<StoreRow | undefined> {
  const [row] = await db
    .update(stores)
    .set({ pausedAt: now })
    .where(and(eq(stores.id, id), isNull(stores.pausedAt)))
    .returning();
  return row;
}

/** Resumes a paused store; undefined when it was not paused. */
export async function resumeStoreRow(db: Database, id: number, now: Date): Promise<StoreRow | undefined> {
  const [row] = await db
    .update(stores)
    .set({ pausedAt: null, resumedAt: now })
    .where(and(eq(stores.id, id), isNotNull(stores.pausedAt)))
    .returning();
  return row;
}
