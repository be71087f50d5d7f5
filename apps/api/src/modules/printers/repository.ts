import { APPROVAL_STATUS } from '@food/contract';
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, orders, printJobs, printers, products } from '../../db/schema/index.ts';

export type PrinterRow = typeof printers.$inferSelect;
export type PrintJobRow = typeof printJobs.$inferSelect;
export type PrinterValues = Pick<
  typeof printers.$inferInsert,
  'name' | 'kind' | 'host' | 'port' | 'widthMm' | 'language' | 'autoPrint' | 'categoryIds'
>;

const ofStore = (storeId: number, id: number) => and(eq(printers.storeId, storeId), eq(printers.id, id));

export function findPrinters(db: Database, storeId: number): Promise<PrinterRow[]> {
  return db.select().from(printers).where(eq(printers.storeId, storeId)).orderBy(printers.name, printers.id);
}

export async function findPrinter(db: Database, storeId: number, id: number) {
  const [row] = await db.select().from(printers).where(ofStore(storeId, id));
  return row;
}

export async function findPrinterById(db: Database, id: number) {
  const [row] = await db.select().from(printers).where(eq(printers.id, id));
  return row;
}

export async function findPrinterByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db.select().from(printers).where(eq(printers.tokenHash, tokenHash));
  return row;
}

export async function insertPrinter(
  db: Database,
  values: PrinterValues & { storeId: number; tokenHash: string | null },
) {
  const [row] = await db.insert(printers).values(values).returning();
  if (!row) throw new Error('insert into printers returned no row');
  return row;
}

export async function updatePrinterRow(
  db: Database,
  storeId: number,
  id: number,
  values: PrinterValues & Partial<Pick<PrinterRow, 'lastSeenAt' | 'offlineSince'>>,
) {
  const [row] = await db.update(printers).set(values).where(ofStore(storeId, id)).returning();
  return row;
}

export async function deletePrinterRow(db: Database, storeId: number, id: number) {
  const [row] = await db.delete(printers).where(ofStore(storeId, id)).returning({ id: printers.id });
  return row;
}

export async function setPrinterSeen(db: Database, id: number, values: Partial<PrinterRow>) {
  await db.update(printers).set(values).where(eq(printers.id, id));
}

/** How many of the given category ids are the store's. */
export async function countStoreCategories(db: Database, storeId: number, ids: number[]) {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.storeId, storeId), inArray(categories.id, ids)));
  return rows.length;
}

/** Per printer of the store: its jobs waiting (queued or printing) and failed. */
export async function countJobs(db: Database, printerIds: number[]) {
  if (printerIds.length === 0) return [];
  return db
    .select({
      printerId: printJobs.printerId,
      waiting: sql<number>`count(*) filter (where ${printJobs.status} in ('queued', 'printing'))::int`,
      failed: sql<number>`count(*) filter (where ${printJobs.status} = 'failed')::int`,
    })
    .from(printJobs)
    .where(inArray(printJobs.printerId, printerIds))
    .groupBy(printJobs.printerId);
}

/** A job; a ticket already there for the order and printer: none (the unique index decides). */
export async function insertJob(
  db: Database,
  values: { printerId: number; orderId: number | null; kind: string; nextAttemptAt: Date },
) {
  const [row] = await db.insert(printJobs).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateJob(db: Database, id: number, values: Partial<PrintJobRow>, where = sql`true`) {
  const [row] = await db
    .update(printJobs)
    .set(values)
    .where(and(eq(printJobs.id, id), where))
    .returning();
  return row;
}

/** The number the desk shows for a job's order; null for a test print. */
export async function findOrderNumber(db: Database, orderId: number | null): Promise<number | null> {
  if (orderId === null) return null;
  const [row] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
  return row?.number ?? null;
}

export async function findStoreJobs(db: Database, storeId: number, since: Date) {
  return db
    .select({ job: printJobs, orderNumber: orders.number })
    .from(printJobs)
    .innerJoin(printers, eq(printers.id, printJobs.printerId))
    .leftJoin(orders, eq(orders.id, printJobs.orderId))
    .where(and(eq(printers.storeId, storeId), gte(printJobs.createdAt, since)))
    .orderBy(desc(printJobs.createdAt), desc(printJobs.id))
    .limit(500);
}

export async function requeueFailed(db: Database, printerId: number, now: Date) {
  return db
    .update(printJobs)
    .set({
      status: 'queued',
      attempts: 0,
      lastError: null,
      failingSince: null,
      nextAttemptAt: now,
      jobToken: null,
    })
    .where(and(eq(printJobs.printerId, printerId), eq(printJobs.status, 'failed')))
    .returning();
}

/**
 * Takes up to `limit` due ESC/POS jobs for this process: a row another transaction has locked is skipped,
 * so two processes never send the same job. A claim is a lease: a job left `printing` by a process that
 * died is due again when its lease ends.
 */
export async function claimDueJobs(db: Database, now: Date, leaseUntil: Date, limit: number) {
  const due = db
    .select({ id: printJobs.id })
    .from(printJobs)
    .innerJoin(printers, eq(printers.id, printJobs.printerId))
    .where(
      and(
        eq(printers.kind, 'escpos_tcp'),
        inArray(printJobs.status, ['queued', 'printing']),
        sql`${printJobs.nextAttemptAt} <= ${now.toISOString()}`,
      ),
    )
    .orderBy(printJobs.nextAttemptAt, printJobs.id)
    .limit(limit)
    .for('update', { of: printJobs, skipLocked: true });
  return db
    .update(printJobs)
    .set({ status: 'printing', attempts: sql`${printJobs.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(inArray(printJobs.id, due))
    .returning();
}

/** The next job a CloudPRNT printer may print. */
export async function findNextCloudJob(db: Database, printerId: number, now: Date) {
  const [row] = await db
    .select()
    .from(printJobs)
    .where(
      and(
        eq(printJobs.printerId, printerId),
        inArray(printJobs.status, ['queued', 'printing']),
        sql`${printJobs.nextAttemptAt} <= ${now.toISOString()}`,
      ),
    )
    .orderBy(printJobs.createdAt, printJobs.id)
    .limit(1);
  return row;
}

export async function findJobByToken(db: Database, printerId: number, jobToken: string) {
  const [row] = await db
    .select()
    .from(printJobs)
    .where(
      and(
        eq(printJobs.printerId, printerId),
        eq(printJobs.jobToken, jobToken),
        inArray(printJobs.status, ['queued', 'printing']),
      ),
    );
  return row;
}

/** The category of each product among `ids`. */
export async function findProductCategories(db: Database, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: products.id, categoryId: products.categoryId })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row.categoryId]));
}

/** Accepted orders since `since` missing a ticket on an auto-printing printer of their store. */
export async function findOrdersMissingTickets(db: Database, since: Date) {
  const rows = await db
    .selectDistinct({ id: orders.id })
    .from(orders)
    .innerJoin(printers, and(eq(printers.storeId, orders.storeId), eq(printers.autoPrint, true)))
    .where(
      and(
        eq(orders.approvalStatus, APPROVAL_STATUS.accepted),
        gte(orders.answeredAt, since),
        sql`not exists (select 1 from ${printJobs} where ${printJobs.orderId} = ${orders.id} and ${printJobs.printerId} = ${printers.id} and ${printJobs.kind} = 'ticket')`,
      ),
    );
  return rows.map((row) => row.id);
}
