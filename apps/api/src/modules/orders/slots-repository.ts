import { and, count, eq, gte, lt, notInArray } from 'drizzle-orm';
import { APPROVAL_STATUS } from '@food/contract';
import type { Database } from '../../db/client.ts';
import { orders, slotLocks } from '../../db/schema/index.ts';

/**
 * Locks the slot's row until the transaction ends, making it first if need be: orders for one slot take
 * turns between here and their commit, so each one counts the orders committed before it.
 */
export async function lockSlot(
  db: Database,
  storeId: number,
  orderType: number,
  slotStart: Date,
): Promise<void> {
  await db.insert(slotLocks).values({ storeId, orderType, slotStart }).onConflictDoNothing();
  await db
    .select({ storeId: slotLocks.storeId })
    .from(slotLocks)
    .where(
      and(
        eq(slotLocks.storeId, storeId),
        eq(slotLocks.orderType, orderType),
        eq(slotLocks.slotStart, slotStart),
      ),
    )
    .for('update');
}

/**
 * Orders of the type that hold a place in slots starting in [from, to): every one but the rejected (and
 * timed-out) and those their customer cancelled.
 */
export async function countSlotOrders(
  db: Database,
  storeId: number,
  orderType: number,
  { from, to }: { from: Date; to: Date },
): Promise<Map<number, number>> {
  const rows = await db
    .select({ slotStart: orders.slotStart, orders: count() })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        eq(orders.orderType, orderType),
        gte(orders.slotStart, from),
        lt(orders.slotStart, to),
        notInArray(orders.approvalStatus, [APPROVAL_STATUS.rejected, APPROVAL_STATUS.cancelled]),
      ),
    )
    .groupBy(orders.slotStart);
  return new Map(rows.map((row) => [new Date(row.slotStart!).getTime(), row.orders]));
}
