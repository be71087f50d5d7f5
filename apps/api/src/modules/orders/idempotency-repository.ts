import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';

/** Whose Idempotency-Keys count together: an account's, or a guest's by their normalised e-mail. */
export type KeyOwner = { userId: number; guestEmail: null } | { userId: null; guestEmail: string };

/** The name of the (owner, key) pair's advisory lock, hashed to its number by `hashtextextended(name, 0)`. */
export const idempotencyLockName = (owner: KeyOwner, key: string) =>
  owner.userId === null
    ? `order-idempotency:guest:${owner.guestEmail}:${key}`
    : `order-idempotency:${owner.userId}:${key}`;

/**
 * Holds the (user, key) pair until the caller's transaction ends, or is false at once when another
 * transaction holds it, i.e. a request with that key is still running.
 */
export async function tryLockIdempotencyKey(db: Database, owner: KeyOwner, key: string): Promise<boolean> {
  const result = await db.execute(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${idempotencyLockName(owner, key)}, 0)) as locked`,
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

/** What a request needs to know of its key's row, if there is one. */
export interface FoundIdempotencyKey {
  id: number;
  expired: boolean;
  requestHash: string;
  responseStatus: number | null;
  responseBody: unknown;
}

/** The (owner, key) pair's row, if there is one, `expired` by `now`. */
export async function findIdempotencyKey(
  db: Database,
  owner: KeyOwner,
  key: string,
  now: Date,
): Promise<FoundIdempotencyKey | null> {
  const [row] = await db
    .select({
      id: idempotencyKeys.id,
      expiresAt: idempotencyKeys.expiresAt,
      requestHash: idempotencyKeys.requestHash,
      responseStatus: idempotencyKeys.responseStatus,
      responseBody: idempotencyKeys.responseBody,
    })
    .from(idempotencyKeys)
    .where(
      and(
        owner.userId === null
          ? eq(idempotencyKeys.guestEmail, owner.guestEmail)
          : eq(idempotencyKeys.userId, owner.userId),
        eq(idempotencyKeys.key, key),
      ),
    );
  if (!row) return null;
  const { expiresAt, ...found } = row;
  return { ...found, expired: expiresAt.getTime() <= now.getTime() };
}
