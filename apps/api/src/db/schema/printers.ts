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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { storeRef } from './stores.ts';

/** A kitchen printer: a Star CloudPRNT printer that polls us, or an ESC/POS printer we connect to. */
export const printers = pgTable(
  'printers',
  {
    id: serial().primaryKey(),
    storeId: storeRef(),
    name: text().notNull(),
    kind: text().notNull(),
    host: text(),
    port: integer(),
    widthMm: smallint().notNull(),
    language: text().notNull(),
    autoPrint: boolean().notNull(),
    /** Only the lines of these categories; null: every line. */
    categoryIds: integer().array(),
    /** SHA-256 of the secret in the CloudPRNT URL; null for ESC/POS. */
    tokenHash: text().unique(),
    lastSeenAt: timestamp({ withTimezone: true }),
    /** ESC/POS: since when its connections fail; null while they succeed. */
    offlineSince: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('printers_store_idx').on(t.storeId),
    check('printers_kind_known', sql`${t.kind} in ('cloudprnt', 'escpos_tcp')`),
    check('printers_width_known', sql`${t.widthMm} in (58, 80)`),
  ],
);

export const printJobs = pgTable(
  'print_jobs',
  {
    id: serial().primaryKey(),
    printerId: integer()
      .notNull()
      .references(() => printers.id, { onDelete: 'cascade' }),
    /** null for a test print. */
    orderId: integer().references(() => orders.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    status: text().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** CloudPRNT: the token of the job offered to the printer. */
    jobToken: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the first attempt failed: an ESC/POS job gives up 10 minutes later. */
    failingSince: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    printedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('print_jobs_one_ticket_idx')
      .on(t.orderId, t.printerId)
      .where(sql`${t.kind} = 'ticket'`),
    index('print_jobs_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'printing')`),
    index('print_jobs_printer_idx').on(t.printerId, t.status),
    index('print_jobs_created_idx').on(t.createdAt),
    check('print_jobs_kind_known', sql`${t.kind} in ('ticket', 'copy', 'test')`),
    check('print_jobs_status_known', sql`${t.status} in ('queued', 'printing', 'printed', 'failed')`),
  ],
);
