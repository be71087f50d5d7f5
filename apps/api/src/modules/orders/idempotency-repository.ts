import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

/**
 * Holds the (user, key) pair until the caller's transaction ends, or answers false at once when
 * another transaction holds it, i.e. a request with that key is still running.
 */
export async function tryLockIdempotencyKey(db: Database, userId: number, key: string): Promise<boolean> {
  const result = await db.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${`order-idempotency:${userId}:${key}`}, 0)) as locked`,
  );
  return (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
}

/** Every expired key, of every user: a sweep now and then, not a statement of each order. */
export async function deleteExpiredIdempotencyKeys(db: Database, now: Date) {
  await db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, now));
}

export async function deleteIdempotencyKey(db: Database, id: number) {
  await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
}

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

export async function insertIdempotencyKey(
  db: Database,
  values: Omit<typeof idempotencyKeys.$inferInsert, 'id' | 'createdAt'>,
) {
  await db.insert(idempotencyKeys).values(values);
}
