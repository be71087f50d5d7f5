import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  time,
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
