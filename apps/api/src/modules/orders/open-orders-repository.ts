import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { APPROVAL_STATUS } from '@food/contract';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/** Whose unanswered orders count together: an account's, or a guest's by their normalised e-mail. */
export type OrderingCustomer = { kind: 'account'; userId: number } | { kind: 'guest'; email: string };

const customerName = (customer: OrderingCustomer) =>
  customer.kind === 'account' ? `account:${customer.userId}` : `guest:${customer.email}`;

// A guest's orders taken by their account since (`userId` set) count there: they are no guest's now.
const ordersOf = (customer: OrderingCustomer): SQL | undefined =>
  customer.kind === 'account'
    ? eq(orders.userId, customer.userId)
    : and(eq(orders.guestEmail, customer.email), isNull(orders.userId));

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
