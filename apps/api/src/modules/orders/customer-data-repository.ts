import { and, eq, gte, isNull } from 'drizzle-orm';
import { isOrderInProgress, type FulfilmentStatus } from '@food/contract';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/** Whether one of the customer's orders placed since `since` can still change (waiting, or being prepared). */
export async function hasOrderInProgressSince(db: Database, userId: number, since: Date): Promise<boolean> {
  const rows = await db
    .select({
      approval_status: orders.approvalStatus,
      fulfilment_status: orders.fulfilmentStatus,
      order_type: orders.orderType,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), gte(orders.createdAt, since)));
  return rows.some((row) =>
    isOrderInProgress({ ...row, fulfilment_status: row.fulfilment_status as FulfilmentStatus | null }),
  );
}

/**
 * Takes the customer's name, phone and address off their orders (GDPR Art. 17); what was bought, for how
 * much and when stays: the restaurant must keep its records.
 */
export async function eraseCustomerFromOrders(db: Database, userId: number): Promise<void> {
  await db
    .update(orders)
    .set({
      customerName: '',
      phone: '',
      addressId: null,
      addressLine1: null,
      addressArea: null,
      addressCity: null,
      addressZip: null,
      addressCountry: null,
      guestEmail: null,
    })
    .where(eq(orders.userId, userId));
}

/**
 * The orders placed as a guest with the e-mail an account has just verified become the account's: its
 * My orders lists them from now on. The e-mail stays on them (their coupon uses were counted by it).
 */
export async function attachGuestOrders(db: Database, userId: number, email: string): Promise<void> {
  await db
    .update(orders)
    .set({ userId })
    .where(and(eq(orders.guestEmail, email), isNull(orders.userId)));
}
