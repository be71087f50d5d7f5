import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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
    orderTimeoutMinutes: integer().notNull().default(10),
    pausedAt: timestamp({ withTimezone: true }),
    /** Unanswered orders before this instant no longer count towards pausing the store again. */
    resumedAt: timestamp({ withTimezone: true }),
    /** The least subtotal of a pickup order, in minor units; delivery minimums are per postcode. */
    minOrderMinor: integer(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('stores_name_not_blank', sql`length(trim(${t.name})) > 0`),
    check('stores_currency_iso', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('stores_order_timeout_range', sql`${t.orderTimeoutMinutes} between 1 and 120`),
    check('stores_min_order_non_negative', sql`coalesce(${t.minOrderMinor}, 0) >= 0`),
  ],
);

/** The owning store of a row; deleting a store takes its rows with it. */
export const storeRef = () =>
  integer()
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' });
