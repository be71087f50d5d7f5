import { and, eq, isNotNull, lte, min, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared-query.ts';
import { discounts, specialDays, storeHours, stores } from '../../db/schema/index.ts';

export type StoreRow = typeof stores.$inferSelect;
export type NewStoreRow = typeof stores.$inferInsert;

export async function findStore(db: Database, id: number): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.id, id)).limit(1);
  return row;
}

/**
 * A stamp of the store's row and of the rows that decide its orders' terms (weekly hours, special days,
 * discounts): each row's id and `xmin`, the transaction that wrote it. Any insert, update or delete,
 * however it was made, gives another stamp; null for an unknown store.
 */
export async function findStoreTermsStamp(db: Database, id: number): Promise<string | null> {
  const [row] = await storeTermsStampQuery(db).execute({ id });
  return row?.stamp ?? null;
}

const rowsStamp = (table: typeof storeHours | typeof specialDays | typeof discounts) =>
  sql`(select string_agg(${table.id} || ':' || ${table}.xmin, ',' order by ${table.id}) from ${table} where ${table.storeId} = ${sql.placeholder('id')})`;

// Every order runs it.
const storeTermsStampQuery = preparedPerDatabase((db) =>
  db
    .select({
      stamp: sql<string>`${stores}.xmin::text
        || concat('/', ${rowsStamp(storeHours)}, '/', ${rowsStamp(specialDays)}, '/', ${rowsStamp(discounts)})`,
    })
    .from(stores)
    .where(eq(stores.id, sql.placeholder('id')))
    .prepare('store_terms_stamp'),
);

export async function insertStore(db: Database, values: NewStoreRow): Promise<StoreRow> {
  const [row] = await db.insert(stores).values(values).returning();
  if (!row) throw new Error('insert into stores returned no row');
  return row;
}

/** The store's row, held until the caller's transaction ends: one change of its details at a time. */
export async function lockStore(db: Database, id: number): Promise<StoreRow | undefined> {
  const [row] = await db.select().from(stores).where(eq(stores.id, id)).for('update');
  return row;
}

export type StoreDetailsValues = Pick<
  NewStoreRow,
  'name' | 'address' | 'country' | 'timezone' | 'currency' | 'locale' | 'phone'
>;

export type StoreSettingsValues = Pick<
  NewStoreRow,
  | 'orderTimeoutMinutes'
  | 'minOrderMinor'
  | 'preorderDays'
  | 'slotMinutes'
  | 'pickupCapacityPerSlot'
  | 'deliveryCapacityPerSlot'
  | 'openOrdersPerCustomer'
  | 'prepMinutes'
  | 'autoAccept'
  | 'defaultLanguage'
  | 'phone'
  | 'paymentMethods'
  | 'dailySummaryEmail'
  | 'guestCheckout'
>;

export async function updateStore(
  db: Database,
  id: number,
  values: Partial<StoreSettingsValues | StoreDetailsValues>,
): Promise<StoreRow | undefined> {
  if (Object.keys(values).length === 0) return findStore(db, id);
  const [row] = await db.update(stores).set(values).where(eq(stores.id, id)).returning();
  return row;
}

/** Not paused now: never paused, or the pause's end has passed (and nobody has cleared it yet). */
const notPausedAt = (now: Date) =>
  sql`(${stores.pausedAt} is null or ${stores.pausedUntil} <= ${now.toISOString()}::timestamptz)`;

/**
 * The automatic pause: only a store not paused now, so two processes pausing at once pause it once, and a
 * pause its staff set keeps its end. Undefined when it was paused already.
 */
export async function pauseStoreRow(db: Database, id: number, now: Date): Promise<StoreRow | undefined> {
  const [row] = await db
    .update(stores)
    .set({ pausedAt: now, pausedUntil: null, pauseReason: null })
    .where(and(eq(stores.id, id), notPausedAt(now)))
    .returning();
  return row;
}

/** A pause the staff set: replaces any pause the store is in, with its own end and reason. */
export async function setStorePause(
  db: Database,
  id: number,
  pause: { since: Date; until: Date; reason: string | null },
): Promise<StoreRow | undefined> {
  const [row] = await db
    .update(stores)
    .set({ pausedAt: pause.since, pausedUntil: pause.until, pauseReason: pause.reason })
    .where(eq(stores.id, id))
    .returning();
  return row;
}

const cleared = (now: Date) => ({ pausedAt: null, pausedUntil: null, pauseReason: null, resumedAt: now });

/** Resumes a paused store; undefined when it was not paused. */
export async function resumeStoreRow(db: Database, id: number, now: Date): Promise<StoreRow | undefined> {
  const [row] = await db
    .update(stores)
    .set(cleared(now))
    .where(and(eq(stores.id, id), isNotNull(stores.pausedAt)))
    .returning();
  return row;
}

/**
 * Clears every pause whose end has come. The condition is in the UPDATE, so with several processes each
 * store is resumed by one of them, which alone gets the row back.
 */
export function resumeDuePauses(db: Database, now: Date): Promise<StoreRow[]> {
  return db
    .update(stores)
    .set(cleared(now))
    .where(and(isNotNull(stores.pausedAt), lte(stores.pausedUntil, now)))
    .returning();
}

/** The earliest end of a pause still to come, or null. */
export async function nextPauseEnd(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(stores.pausedUntil) })
    .from(stores)
    .where(isNotNull(stores.pausedAt));
  return row?.at ? new Date(row.at) : null;
}

/** The stores whose administrators get the daily summary e-mail. */
export function findStoresWithDailySummary(db: Database): Promise<StoreRow[]> {
  return db.select().from(stores).where(eq(stores.dailySummaryEmail, true)).orderBy(stores.id);
}
