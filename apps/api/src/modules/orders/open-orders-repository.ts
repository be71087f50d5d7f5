import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { APPROVAL_STATUS } from '@food/contract';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/**
 * Whose unanswered orders count together. An account now; a guest (by e-mail) is one more kind here,
 * with its lock name and its orders' condition.
 */
export type OrderingCustomer = { kind: 'account'; userId: number };

const customerName = (customer: OrderingCustomer) => `account:${customer.userId}`;

const ordersOf = (customer: OrderingCustomer): SQL => eq(orders.userId, customer.userId);

/**
 * Holds the customer's orders in the store until the caller's transaction ends: a second order of the
 * customer waits here until the first commits or rolls back.
 */
export async function lockCustomerOrders(
  db: Database,
  storeId: number,
  customer: OrderingCustomer,
): Promise<void> {
  const name = `open-orders:${storeId}:${customerName(customer)}`;
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}

/**
 * The customer's orders in the store still waiting for its answer. A statement of its own after the
 * lock: its snapshot then sees every order committed by whoever held the lock before.
 */
export async function countWaitingOrders(
  db: Database,
  storeId: number,
  customer: OrderingCustomer,
): Promise<number> {
  const [row] = await db
    .select({ waiting: count() })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        ordersOf(customer),
        eq(orders.approvalStatus, APPROVAL_STATUS.pending),
      ),
    );
  return row?.waiting ?? 0;
}
