import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orders, payments } from '../../db/schema/index.ts';

/** Who orders: an account, or a guest by their e-mail (the orders' `OrderingCustomer`). */
export type CheckoutCustomer = { kind: 'account'; userId: number } | { kind: 'guest'; email: string };

/** Holds the named client's unpaid checkouts until the caller's transaction ends. */
export async function lockUnpaidCheckouts(db: Database, name: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`unpaid-checkouts:${name}`}, 0))`);
}

/**
 * Online checkouts still open (awaited and not past their end) started from the address or by the
 * customer, in any store. A statement of its own after the locks, so it sees what their holders wrote.
 * It reads the orders' customer columns, never writes them (see decisions, "Payments own their code").
 */
export async function countUnpaidCheckouts(
  db: Database,
  addressKey: string,
  customer: CheckoutCustomer,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ unpaid: count() })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.paymentMethod, 'online'),
        eq(payments.status, 'pending'),
        gt(payments.checkoutExpiresAt, now),
        or(
          eq(payments.clientAddress, addressKey),
          customer.kind === 'account'
            ? eq(orders.userId, customer.userId)
            : and(eq(orders.guestEmail, customer.email), isNull(orders.userId)),
        ),
      ),
    );
  return row?.unpaid ?? 0;
}
