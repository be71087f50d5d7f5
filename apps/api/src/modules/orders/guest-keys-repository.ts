import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderGuestKeys } from '../../db/schema/index.ts';

/** Whether the key's hash opens the order at `now`. */
export async function findGuestKey(
  db: Database,
  orderId: number,
  keyHash: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(orderGuestKeys)
    .where(
      and(
        eq(orderGuestKeys.keyHash, keyHash),
        eq(orderGuestKeys.orderId, orderId),
        gt(orderGuestKeys.expiresAt, now),
      ),
    );
  return row !== undefined;
}

export async function insertGuestKey(db: Database, row: typeof orderGuestKeys.$inferInsert): Promise<void> {
  await db.insert(orderGuestKeys).values(row);
}
