import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { storeRef } from './stores.ts';

/** Revenue and refund account of one VAT rate (basis points, 19 % = 1900). */
export type RevenueAccountRow = { rateBasisPoints: number; revenueAccount: string; refundAccount: string };

/**
 * What the DATEV export books on (Settings → Accounting); one row per store once saved, SKR03 defaults
 * before that.
 */
export const accountingSettings = pgTable(
  'accounting_settings',
  {
    storeId: storeRef().primaryKey(),
    consultantNumber: integer(),
    clientNumber: integer(),
    fiscalYearStartMonth: smallint().notNull(),
    accountLength: smallint().notNull(),
    revenueAccounts: jsonb().$type<RevenueAccountRow[]>().notNull(),
    otherRevenueAccount: text().notNull(),
    cashAccount: text().notNull(),
    onlineClearingAccount: text().notNull(),
    taxKeys: boolean().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('accounting_settings_month_range', sql`${t.fiscalYearStartMonth} between 1 and 12`),
    check('accounting_settings_account_length_range', sql`${t.accountLength} between 4 and 8`),
  ],
);

/**
 * The daily summary e-mails: a row per store and local day, inserted before the e-mail is sent, so
 * that one process sends it once, whichever process and however often the timer runs.
 */
export const dailySummaries = pgTable(
  'daily_summaries',
  {
    storeId: storeRef(),
    day: date().notNull(),
    sentAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day] })],
);

/** One payment method and order type of a day's orders, as `reports/day-sales.ts` counts them. */
export interface SalesRollupEntry {
  paymentMethod: string;
  orderType: number;
  placed: number;
  accepted: number;
  rejected: number;
  cancelled: number;
  pending: number;
  goodsMinor: number;
  discountsMinor: number;
  couponSavingsMinor: number;
  deliveryFeesMinor: number;
  totalsMinor: number;
  quantity: number;
  sales: { rateBasisPoints: number; grossMinor: number; netMinor: number; vatMinor: number }[];
}

/**
 * The sales figures of a settled local day (it ended more than a day ago and has no pending order),
 * computed once from its orders and read from here by the reports; refunds are never in them. A day
 * without orders has its row too (no entries). A trigger on `orders` (migration 0017) deletes the
 * day's row whenever an order of that day is written, so a changed day is computed again.
 */
export const salesDayRollups = pgTable(
  'sales_day_rollups',
  {
    storeId: storeRef(),
    day: date().notNull(),
    entries: jsonb().$type<SalesRollupEntry[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day] })],
);
