import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
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
