import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/** The payment states (contract `PAYMENT_FLOW`). */
const PAYMENT_STATUSES_SQL = sql.raw(
  ['pending', 'authorized', 'paid', 'partially_refunded', 'refunded', 'voided', 'expired', 'failed']
    .map((status) => `'${status}'`)
    .join(', '),
);

export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentMethod: text().notNull(),
    status: text().notNull().default('pending'),
    amountMinor: integer().notNull(),
    /** What the refunds that went through gave back; the order's totals never change. */
    refundedMinor: integer().notNull().default(0),
    paidAt: timestamp({ withTimezone: true }),
    /** Online: the provider's checkout (Stripe's Checkout Session) and the page the customer pays on. */
    checkoutId: text().unique(),
    checkoutUrl: text(),
    checkoutExpiresAt: timestamp({ withTimezone: true }),
    /** Online, once paid: the provider's payment (Stripe's PaymentIntent), to capture, release or refund. */
    providerPaymentId: text(),
    /** Online, while awaited: a hash of the client's address, whose unpaid checkouts are limited. */
    clientAddress: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payments_method_known', sql`${t.paymentMethod} in ('cash', 'online')`),
    check('payments_status_known', sql`${t.status} in (${PAYMENT_STATUSES_SQL})`),
    check('payments_amount_non_negative', sql`${t.amountMinor} >= 0`),
    check('payments_refunded_range', sql`${t.refundedMinor} between 0 and ${t.amountMinor}`),
    // The held and charged payments whose order's answer may still owe a capture, a release or a refund.
    index('payments_settling_idx')
      .on(t.orderId)
      .where(sql`${t.status} in ('authorized', 'paid') and ${t.checkoutId} is not null`),
    index('payments_unpaid_client_idx')
      .on(t.clientAddress)
      .where(sql`${t.status} = 'pending' and ${t.clientAddress} is not null`),
    index('payments_awaiting_checkout_idx')
      .on(t.checkoutExpiresAt)
      .where(sql`${t.status} = 'pending' and ${t.checkoutId} is not null`),
  ],
);

/**
 * A refund of an online payment: its own row, never an edit of the order. Written before the provider
 * is called, with the idempotency key every retry sends, so a refund is made once whatever fails.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountMinor: integer().notNull(),
    reason: text().notNull(),
    /** The administrator who made it; null: made by the server itself (an order rejected after a charge). */
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** 'pending' until the provider answers, then 'succeeded' or 'failed' (refused). */
    status: text().notNull().default('pending'),
    idempotencyKey: text().notNull().unique(),
    providerRefundId: text(),
    failureReason: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_refunds_order_idx').on(t.orderId),
    index('payment_refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('payment_refunds_amount_positive', sql`${t.amountMinor} > 0`),
    check('payment_refunds_status_known', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

/** The provider's webhook events already processed: a replay changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text().primaryKey(),
  processedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
