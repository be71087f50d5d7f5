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
