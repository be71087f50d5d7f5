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
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export const stores = pgTable(
  'stores',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    address: text().notNull(),
    country: text().notNull(),
    timezone: text().notNull().default('Europe/Berlin'),
    currency: text().notNull(),
    locale: text().notNull(),
    /** The restaurant's public phone number, as its staff write it; null: none shown. */
    phone: text(),
    /** The storefront's language for a visitor whose browser asks for none the product speaks. */
    defaultLanguage: text().notNull().default('en'),
    orderTimeoutMinutes: integer().notNull().default(10),
    pausedAt: timestamp({ withTimezone: true }),
    /** The pause ends by itself at this instant; null with pausedAt: until an administrator resumes. */
    pausedUntil: timestamp({ withTimezone: true }),
    pauseReason: text(),
    /** Unanswered orders before this instant no longer count towards pausing the store again. */
    resumedAt: timestamp({ withTimezone: true }),
    /** The least subtotal of a pickup order, in minor units; delivery minimums are per postcode. */
    minOrderMinor: integer(),
    /** Days ahead (after today) for which orders may be placed for a slot; 0: only as soon as possible. */
    preorderDays: smallint().notNull().default(7),
    slotMinutes: smallint().notNull().default(15),
    /** Orders per slot; null: no limit. */
    pickupCapacityPerSlot: integer(),
    deliveryCapacityPerSlot: integer(),
    /** Orders one customer may have waiting for the store's answer at once; null: no limit. */
    openOrdersPerCustomer: integer().default(3),
    prepMinutes: smallint().notNull().default(20),
    autoAccept: boolean().notNull().default(false),
    /** How customers may pay: 'cash', 'online' (needs the Stripe keys), at least one. */
    paymentMethods: text()
      .array()
      .notNull()
      .default(sql`'{cash}'::text[]`),
    /** E-mail the administrators a summary of each day after its last closing time (opt-in). */
    dailySummaryEmail: boolean().notNull().default(false),
    /** Visitors may order without an account ("Continue as guest"). */
    guestCheckout: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('stores_name_not_blank', sql`length(trim(${t.name})) > 0`),
    check('stores_currency_iso', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('stores_order_timeout_range', sql`${t.orderTimeoutMinutes} between 1 and 120`),
    check('stores_min_order_non_negative', sql`coalesce(${t.minOrderMinor}, 0) >= 0`),
    check('stores_preorder_days_range', sql`${t.preorderDays} between 0 and 14`),
    check('stores_slot_minutes_range', sql`${t.slotMinutes} between 5 and 120`),
    check('stores_prep_minutes_range', sql`${t.prepMinutes} between 5 and 240`),
    check(
      'stores_capacity_positive',
      sql`coalesce(${t.pickupCapacityPerSlot}, 1) >= 1 and coalesce(${t.deliveryCapacityPerSlot}, 1) >= 1`,
    ),
    check('stores_open_orders_positive', sql`coalesce(${t.openOrdersPerCustomer}, 1) >= 1`),
    check(
      'stores_payment_methods_known',
      sql`cardinality(${t.paymentMethods}) >= 1 and ${t.paymentMethods} <@ '{cash,online}'::text[]`,
    ),
    check('stores_pause_until_needs_pause', sql`${t.pausedUntil} is null or ${t.pausedAt} is not null`),
    index('stores_paused_until_idx')
      .on(t.pausedUntil)
      .where(sql`${t.pausedUntil} is not null`),
  ],
);

/** The owning store of a row; deleting a store takes its rows with it. */
export const storeRef = () =>
  integer()
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' });
