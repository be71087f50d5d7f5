import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

/**
 * Holds the (user, key) pair until the caller's transaction ends, or is false at once when another
 * transaction holds it, i.e. a request with that key is still running. An expression, so that it can ride
 * in a statement the transaction runs anyway.
 */
export const idempotencyKeyLock = (userId: number, key: string): SQL =>
  sql`pg_try_advisory_xact_lock(hashtextextended(${`order-idempotency:${userId}:${key}`}, 0))`;

export async function tryLockIdempotencyKey(db: Database, userId: number, key: string): Promise<boolean> {
  const result = await db.execute(sql`select ${idempotencyKeyLock(userId, key)} as locked`);
  return (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
}

/** Every expired key, of every user: a sweep now and then, not a statement of each order. */
export async function deleteExpiredIdempotencyKeys(db: Database, now: Date) {
  await db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, now));
}

export async function deleteIdempotencyKey(db: Database, id: number) {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
}

/** What a request needs to know of its key's row, if there is one. */
export interface FoundIdempotencyKey {
  id: number;
  expired: boolean;
  requestHash: string;
  responseStatus: number | null;
  responseBody: unknown;
}

/**
 * The (user, key) pair's row as a `FoundIdempotencyKey` (json, null without one), as an expression, so
 * that it can ride in a statement the transaction runs anyway.
 */
export const idempotencyKeyLookup = (userId: number, key: string, now: Date): SQL => sql`(
  select json_build_object('id', ${idempotencyKeys.id}, 'expired', ${idempotencyKeys.expiresAt} <= ${now.toISOString()}::timestamptz,
    'requestHash', ${idempotencyKeys.requestHash}, 'responseStatus', ${idempotencyKeys.responseStatus},
    'responseBody', ${idempotencyKeys.responseBody})
  from ${idempotencyKeys} where ${idempotencyKeys.userId} = ${userId} and ${idempotencyKeys.key} = ${key})`;

export async function findIdempotencyKey(
  db: Database,
  userId: number,
  key: string,
): Promise<IdempotencyKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}
