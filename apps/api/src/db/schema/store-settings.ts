import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { storeRef } from './stores.ts';

/** day_of_week 0 = Monday … 6 = Sunday; a range whose close is not after its open ends the next day. */
export const storeHours = pgTable(
  'store_hours',
  {
    id: serial().primaryKey(),
    storeId: storeRef(),
    name: text().notNull(),
    dayOfWeek: smallint().notNull(),
    openTime: time().notNull(),
    closeTime: time().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('store_hours_store_day_idx').on(t.storeId, t.dayOfWeek),
    check('store_hours_day_range', sql`${t.dayOfWeek} between 0 and 6`),
    check('store_hours_not_empty', sql`${t.openTime} <> ${t.closeTime}`),
  ],
);

export const discounts = pgTable(
  'discounts',
  {
    id: serial().primaryKey(),
    storeId: storeRef(),
    code: text().notNull(),
    type: text().notNull().default('percentage'),
    value: integer().notNull(),
    /** Last day (in the store's time zone) on which the discount applies. */
    expiresAt: date().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('discounts_store_code_unique').on(t.storeId, t.code),
    check('discounts_code_known', sql`${t.code} in ('DELIVERY_DISCOUNT', 'PICKUP_DISCOUNT')`),
    check('discounts_type_known', sql`${t.type} = 'percentage'`),
    check('discounts_value_range', sql`${t.value} between 0 and 100`),
  ],
);

export const deliveryPostcodes = pgTable(
  'delivery_postcodes',
  {
    id: serial().primaryKey(),
    storeId: storeRef(),
    postcode: text().notNull(),
    deliveryFeeMinor: integer().notNull(),
    minOrderMinor: integer(),
    freeDeliveryOverMinor: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('delivery_postcodes_store_postcode_unique').on(t.storeId, t.postcode),
    check('delivery_postcodes_fee_non_negative', sql`${t.deliveryFeeMinor} >= 0`),
    check(
      'delivery_postcodes_thresholds_non_negative',
      sql`coalesce(${t.minOrderMinor}, 0) >= 0 and coalesce(${t.freeDeliveryOverMinor}, 0) >= 0`,
    ),
    check('delivery_postcodes_not_blank', sql`length(trim(${t.postcode})) > 0`),
  ],
);

/** A date whose hours replace the weekly ones: closed, or open in its own ranges ('HH:MM' pairs). */
export const specialDays = pgTable(
  'special_days',
  {
    id: serial().primaryKey(),
    storeId: storeRef(),
    date: date().notNull(),
    closed: boolean().notNull(),
    ranges: jsonb().$type<{ open_time: string; close_time: string }[]>().notNull().default([]),
    note: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('special_days_store_date_unique').on(t.storeId, t.date),
    check('special_days_ranges_array', sql`jsonb_typeof(${t.ranges}) = 'array'`),
  ],
);

/**
 * One row per store, order type and slot that has a capacity: placing an order locks it (SELECT … FOR
 * UPDATE) before counting the slot's orders, so concurrent orders for one slot take turns.
 */
export const slotLocks = pgTable(
  'slot_locks',
  {
    storeId: storeRef(),
    orderType: smallint().notNull(),
    slotStart: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.orderType, t.slotStart] })],
);
