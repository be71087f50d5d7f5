import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { stores } from './stores.ts';
import { users } from './users.ts';

/** A code customers type at checkout for a saving of the store's choosing. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial().primaryKey(),
    storeId: integer()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** As the store wrote it, shown to customers and on the order. */
    code: text().notNull(),
    /** Without spaces, in capitals: what a typed code is matched by, unique per store. */
    codeNormalised: text().notNull(),
    /** percent, fixed or free_delivery. */
    kind: text().notNull(),
    /** value × 100: hundredths of a percent (percent), minor units (fixed), 0 (free_delivery). */
    valueHundredths: integer().notNull().default(0),
    minSubtotalMinor: integer().notNull().default(0),
    /** First and last day (in the store's time zone) on which the code works; null: no bound. */
    validFrom: date(),
    validUntil: date(),
    maxRedemptions: integer(),
    maxPerCustomer: integer(),
    firstOrderOnly: boolean().notNull().default(false),
    /** 1 delivery, 2 pickup; null: both. */
    orderType: smallint(),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('coupons_store_code_unique').on(t.storeId, t.codeNormalised),
    check('coupons_kind_known', sql`${t.kind} in ('percent', 'fixed', 'free_delivery')`),
    check(
      'coupons_value_range',
      sql`${t.valueHundredths} >= 0 and (${t.kind} <> 'percent' or ${t.valueHundredths} <= 10000)`,
    ),
    check('coupons_min_subtotal_non_negative', sql`${t.minSubtotalMinor} >= 0`),
    check(
      'coupons_dates_ordered',
      sql`${t.validUntil} is null or ${t.validFrom} is null or ${t.validFrom} <= ${t.validUntil}`,
    ),
    check('coupons_order_type_known', sql`${t.orderType} is null or ${t.orderType} in (1, 2)`),
  ],
);

/**
 * An order's use of a coupon, written in the order's transaction under the coupon's row lock. A
 * rejected, cancelled or unpaid order gives it back (`released_at`, set by the trigger
 * `orders_release_coupon` in migration 0015 whenever an order becomes rejected or cancelled).
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial().primaryKey(),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The customer: an account, or a guest by their normalised e-mail. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    guestEmail: text(),
    savingMinor: integer().notNull(),
    createdAt: createdAt(),
    releasedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('coupon_redemptions_coupon_idx').on(t.couponId),
    check('coupon_redemptions_saving_non_negative', sql`${t.savingMinor} >= 0`),
  ],
);
