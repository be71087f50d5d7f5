import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  primaryKey,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { RejectReasonCode } from '@food/contract';
import { addresses } from './addresses.ts';
import { options, productVariants, products } from './catalogue.ts';
import { createdAt, updatedAt } from './columns.ts';
import { deliveryPostcodes, discounts } from './store-settings.ts';
import { stores } from './stores.ts';
import { users } from './users.ts';

/**
 * An order keeps copies of everything it was priced with (discount percent, postcode, fee,
 * address), so later changes to the catalogue or settings never rewrite it.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'restrict' }),
    /**
     * What customers and staff call the order: per store, gapless, from 1 (orderNumbers). Null while an
     * online payment is awaited, and for ever if it never completes: such an order is not on the desk.
     */
    number: integer(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /**
     * A guest order's e-mail, normalised (trimmed, lower case); null: an account's order. It stays when the
     * guest's account, registered and verified with this e-mail later, takes the order (`userId`).
     */
    guestEmail: text(),
    /** 1 delivery, 2 pickup */
    orderType: smallint().notNull(),
    orderStatus: smallint().notNull().default(1),
    /** 1 pending, 2 accepted, 3 rejected, 4 cancelled by the customer */
    approvalStatus: smallint().notNull().default(1),
    fulfilmentStatus: text(),
    /** The customer's note for the restaurant; null: none. */
    note: text(),
    /** The language the customer ordered in: their screens and e-mails name the order's dishes in it. */
    language: text().notNull(),
    currency: text().notNull(),
    subtotalMinor: integer().notNull(),
    discountMinor: integer().notNull().default(0),
    discountPercent: integer().notNull().default(0),
    discountId: integer().references(() => discounts.id, { onDelete: 'set null' }),
    deliveryFeeMinor: integer().notNull().default(0),
    /** The coupon the order used, as the store wrote it; null: none. */
    couponCode: text(),
    /** What the coupon took off the goods, after the store's discount (0 for free delivery). */
    couponDiscountMinor: integer().notNull().default(0),
    /** What the coupon saved in all: its discount, or the delivery fee it waived. */
    couponSavingMinor: integer().notNull().default(0),
    deliveryPostcodeId: integer().references(() => deliveryPostcodes.id, { onDelete: 'set null' }),
    deliveryPostcode: text(),
    addressId: integer().references(() => addresses.id, { onDelete: 'set null' }),
    customerName: text().notNull().default(''),
    phone: text().notNull().default(''),
    addressLine1: text(),
    addressArea: text(),
    addressCity: text(),
    addressZip: text(),
    addressCountry: text(),
    totalMinor: integer().notNull(),
    answerDeadline: timestamp({ withTimezone: true }),
    answeredAt: timestamp({ withTimezone: true }),
    readyAt: timestamp({ withTimezone: true }),
    /** The start of the slot the customer ordered for; null: as soon as possible. */
    scheduledFor: timestamp({ withTimezone: true }),
    /** The slot whose capacity the order takes: its scheduled slot, or the one current when it was placed. */
    slotStart: timestamp({ withTimezone: true }),
    /** A rejection's preset reason (`REJECT_REASON_CODES`); null: none, or one in the restaurant's words. */
    rejectReasonCode: text().$type<RejectReasonCode>(),
    rejectReason: text(),
    /** The highest age limit of its products when placed (16 or 18): ID is checked at handover. */
    ageLimit: smallint(),
    /** The products a rejection named as sold out: the customer's cart is refilled without them. */
    soldOutProductIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Rejected by the server because nobody answered before the deadline. */
    timedOut: boolean().notNull().default(false),
    /** When the store's administrators were e-mailed that no order desk was open; once per order. */
    deskAlertedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('orders_store_number_unique').on(t.storeId, t.number),
    index('orders_store_created_idx').on(t.storeId, t.createdAt.desc()),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_guest_email_idx')
      .on(t.guestEmail)
      .where(sql`${t.guestEmail} is not null`),
    index('orders_store_slot_idx')
      .on(t.storeId, t.slotStart)
      .where(sql`${t.slotStart} is not null`),
    index('orders_pending_deadline_idx')
      .on(t.answerDeadline)
      .where(sql`${t.approvalStatus} = 1`),
    check('orders_type_known', sql`${t.orderType} in (1, 2)`),
    check('orders_approval_known', sql`${t.approvalStatus} in (1, 2, 3, 4)`),
    check('orders_age_limit_known', sql`${t.ageLimit} is null or ${t.ageLimit} in (16, 18)`),
    check(
      'orders_fulfilment_known',
      sql`${t.fulfilmentStatus} is null or ${t.fulfilmentStatus} in ('preparing', 'ready', 'out_for_delivery', 'completed', 'delivered')`,
    ),
    check(
      'orders_amounts_non_negative',
      sql`${t.subtotalMinor} >= 0 and ${t.discountMinor} >= 0 and ${t.deliveryFeeMinor} >= 0 and ${t.couponDiscountMinor} >= 0 and ${t.couponSavingMinor} >= ${t.couponDiscountMinor}`,
    ),
    check('orders_discount_percent_range', sql`${t.discountPercent} between 0 and 100`),
    check(
      'orders_total_consistent',
      sql`${t.totalMinor} = ${t.subtotalMinor} - ${t.discountMinor} - ${t.couponDiscountMinor} + ${t.deliveryFeeMinor}`,
    ),
  ],
);

/**
 * The last order number of each store. Placing an order bumps its row in the order's transaction, so
 * concurrent orders take turns and a rolled-back order gives its number back.
 */
export const orderNumbers = pgTable('order_numbers', {
  storeId: integer()
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  lastNumber: integer().notNull(),
});

export const orderItems = pgTable(
  'order_items',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    variantId: integer().references(() => productVariants.id, { onDelete: 'set null' }),
    /** The names as the customer read them, in the order's language. */
    productName: text().notNull(),
    variantName: text(),
    /** The names as the kitchen reads them, in the store's default language: the desk, the ticket, printers. */
    kitchenProductName: text().notNull(),
    kitchenVariantName: text(),
    unitPriceMinor: integer().notNull(),
    quantity: integer().notNull(),
    taxRateBasisPoints: integer().notNull(),
    note: text(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_range', sql`${t.quantity} between 1 and 99`),
    check('order_items_price_non_negative', sql`${t.unitPriceMinor} >= 0`),
  ],
);

/** Copies of the options chosen for an order item; the item's unit price already includes their prices. */
export const orderItemOptions = pgTable(
  'order_item_options',
  {
    id: serial().primaryKey(),
    orderItemId: integer()
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    optionId: integer().references(() => options.id, { onDelete: 'set null' }),
    /** In the store's default language. */
    groupName: text().notNull(),
    /** In the order's language, as the customer chose it. */
    name: text().notNull(),
    /** In the store's default language, as the kitchen reads it. */
    kitchenName: text().notNull(),
    priceMinor: integer().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [
    index('order_item_options_item_idx').on(t.orderItemId, t.position),
    check('order_item_options_price_non_negative', sql`${t.priceMinor} >= 0`),
  ],
);

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

/** Idempotency-Key records (IETF draft): one per user and key, written with the order. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial().primaryKey(),
    /** Whose key it is: an account's, or a guest's by their normalised e-mail (exactly one of them). */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    guestEmail: text(),
    key: text().notNull(),
    requestHash: text().notNull(),
    orderId: integer().references(() => orders.id, { onDelete: 'cascade' }),
    responseStatus: integer(),
    responseBody: jsonb(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    unique('idempotency_keys_user_key_unique').on(t.userId, t.key),
    unique('idempotency_keys_guest_key_unique').on(t.guestEmail, t.key),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
    check('idempotency_keys_one_owner', sql`(${t.userId} is null) <> (${t.guestEmail} is null)`),
  ],
);

/**
 * The keys that open a guest order without an account (its status page, receipt and socket), as SHA-256
 * hashes of 32 random bytes: one made with the order, and one for each of its e-mails' links. Each opens
 * it until `expiresAt`, 30 days from the order's placement.
 */
export const orderGuestKeys = pgTable(
  'order_guest_keys',
  {
    keyHash: text().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('order_guest_keys_order_idx').on(t.orderId)],
);

/**
 * The e-mails sent to an order's customer, one row per kind (`placed`, `accepted`, `rejected`, `ready`,
 * `on_its_way`, `refund-<id>`): claimed before sending, so each goes once, whichever process heard it.
 */
export const orderEmails = pgTable(
  'order_emails',
  {
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.kind] })],
);
