import {
  APPROVAL_STATUS,
  ESCPOS_DEFAULT_PORT,
  isLanguage,
  PRINTER_OFFLINE_AFTER_MS,
  type CreatedPrinter,
  type Printer,
  type PrintJob,
  type PrintJobKind,
  type SavePrinter,
} from '@food/contract';
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { AppError, fieldMessageError } from '../../lib/errors.ts';
import type { PrintEvents } from '../../realtime/print-events.ts';
import { findOrder, findOrderRow, withLines, type OrderWithLines } from '../orders/service.ts';
import { receiptStoreOf } from '../receipts/service.ts';
import { printerAddressError, type PrinterAddresses } from './printer-host.ts';
import {
  countJobs,
  countStoreCategories,
  deletePrinterRow,
  findOrdersMissingTickets,
  findPrinter,
  findPrinterById,
  findPrinters,
  findProductCategories,
  findOrderNumber,
  findStoreJobs,
  insertJob,
  insertPrinter,
  requeueFailed,
  updatePrinterRow,
  type PrinterRow,
  type PrinterValues,
  type PrintJobRow,
} from './repository.ts';
import type { TicketInput } from './ticket.ts';

export interface PrinterDeps {
  db: Database;
  events: PrintEvents;
  now: () => Date;
  /** Tells the ESC/POS worker that a job is due now. */
  wake: () => void;
  /** Where a network printer's bytes may go (PRINTER_NETWORKS), asked when it is saved and at each job. */
  addresses: PrinterAddresses;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const missing = (id: number) => new AppError('printer_not_found', { id: String(id) });

function toPrinter(
  row: PrinterRow,
  counts: { waiting: number; failed: number } | undefined,
  now: Date,
): Printer {
  const online =
    row.kind === 'cloudprnt'
      ? row.lastSeenAt !== null && now.getTime() - row.lastSeenAt.getTime() < PRINTER_OFFLINE_AFTER_MS
      : row.lastSeenAt !== null && row.offlineSince === null;
  const offlineSince =
    row.kind === 'cloudprnt'
      ? new Date(
          (row.lastSeenAt ?? row.createdAt).getTime() + (row.lastSeenAt ? PRINTER_OFFLINE_AFTER_MS : 0),
        )
      : row.offlineSince;
  return {
    id: row.id,
    store_id: row.storeId,
    name: row.name,
    kind: row.kind as Printer['kind'],
    host: row.host,
    port: row.port,
    width_mm: row.widthMm === 58 ? 58 : 80,
    language: isLanguage(row.language) ? row.language : 'en',
    auto_print: row.autoPrint,
    category_ids: row.categoryIds,
    online,
    last_seen_at: row.lastSeenAt?.toISOString() ?? null,
    offline_since: online ? null : (offlineSince?.toISOString() ?? null),
    jobs_waiting: counts?.waiting ?? 0,
    jobs_failed: counts?.failed ?? 0,
  };
}

function toPrintJob(row: PrintJobRow, orderNumber: number | null): PrintJob {
  return {
    id: row.id,
    printer_id: row.printerId,
    order_id: row.orderId,
    order_number: orderNumber,
    kind: row.kind as PrintJobKind,
    status: row.status as PrintJob['status'],
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    printed_at: row.printedAt?.toISOString() ?? null,
  };
}

const printJobOf = async (db: Database, row: PrintJobRow) =>
  toPrintJob(row, await findOrderNumber(db, row.orderId));

export async function announceJob(deps: PrinterDeps, row: PrintJobRow) {
  const printer = await findPrinterById(deps.db, row.printerId);
  if (printer) deps.events.jobUpdated({ ...(await printJobOf(deps.db, row)), store_id: printer.storeId });
}

async function withCounts(db: Database, rows: PrinterRow[], now: Date) {
  const counts = new Map(
    (
      await countJobs(
        db,
        rows.map((row) => row.id),
      )
    ).map((c) => [c.printerId, c]),
  );
  return rows.map((row) => toPrinter(row, counts.get(row.id), now));
}

export async function listPrinters(deps: PrinterDeps, storeId: number): Promise<Printer[]> {
  return withCounts(deps.db, await findPrinters(deps.db, storeId), deps.now());
}

/** A network printer's host as it is kept (one spelling of its IP address, or its name), once allowed. */
async function allowedHost(deps: PrinterDeps, input: SavePrinter) {
  const checked = await deps.addresses.check(input.host ?? '', input.port ?? ESCPOS_DEFAULT_PORT);
  if ('refused' in checked) throw printerAddressError(checked.refused);
  return checked.host;
}

async function toValues(deps: PrinterDeps, storeId: number, input: SavePrinter): Promise<PrinterValues> {
  const { db } = deps;
  const escpos = input.kind === 'escpos_tcp';
  const host = escpos ? await allowedHost(deps, input) : null;
  const categoryIds = input.category_ids && [...new Set(input.category_ids)];
  if (categoryIds && (await countStoreCategories(db, storeId, categoryIds)) !== categoryIds.length)
    throw fieldMessageError('category_ids', 'errors.category_not_of_store');
  return {
    name: input.name,
    kind: input.kind,
    host,
    port: escpos ? (input.port ?? ESCPOS_DEFAULT_PORT) : null,
    widthMm: input.width_mm,
    language: input.language ?? (await receiptStoreOf(db, storeId)).defaultLanguage,
    autoPrint: input.auto_print,
    categoryIds,
  };
}

export async function createPrinter(
  deps: PrinterDeps,
  storeId: number,
  input: SavePrinter,
  publicUrl: string,
): Promise<CreatedPrinter> {
  const values = await toValues(deps, storeId, input);
  const token = values.kind === 'cloudprnt' ? randomBytes(24).toString('base64url') : null;
  const row = await insertPrinter(deps.db, { ...values, storeId, tokenHash: token && hashToken(token) });
  deps.events.printerUpdated({ store_id: storeId, printer_id: row.id });
  const [printer] = await withCounts(deps.db, [row], deps.now());
  return {
    ...printer!,
    cloudprnt_url: token && new URL(`/api/cloudprnt/${token}`, publicUrl).toString(),
  };
}

export async function updatePrinter(deps: PrinterDeps, storeId: number, id: number, input: SavePrinter) {
  const existing = await findPrinter(deps.db, storeId, id);
  if (!existing) throw missing(id);
  const values = await toValues(deps, storeId, input);
  // Another address is another device: what the server knew of the old one says nothing about it.
  const moved = values.host !== existing.host || values.port !== existing.port;
  const row = await updatePrinterRow(deps.db, storeId, id, {
    ...values,
    ...(moved && { lastSeenAt: null, offlineSince: null }),
  });
  if (!row) throw missing(id);
  deps.events.printerUpdated({ store_id: storeId, printer_id: id });
  const [printer] = await withCounts(deps.db, [row], deps.now());
  return printer!;
}

export async function deletePrinter(deps: PrinterDeps, storeId: number, id: number) {
  if (!(await deletePrinterRow(deps.db, storeId, id))) throw missing(id);
  deps.events.printerUpdated({ store_id: storeId, printer_id: id });
}

async function queue(deps: PrinterDeps, printer: PrinterRow, orderId: number | null, kind: PrintJobKind) {
  const row = await insertJob(deps.db, { printerId: printer.id, orderId, kind, nextAttemptAt: deps.now() });
  if (!row) return undefined;
  deps.events.jobUpdated({ ...(await printJobOf(deps.db, row)), store_id: printer.storeId });
  deps.wake();
  return row;
}

export async function printTest(deps: PrinterDeps, storeId: number, id: number): Promise<PrintJob> {
  const printer = await findPrinter(deps.db, storeId, id);
  if (!printer) throw missing(id);
  return toPrintJob((await queue(deps, printer, null, 'test'))!, null);
}

export async function retryPrinter(deps: PrinterDeps, storeId: number, id: number) {
  const printer = await findPrinter(deps.db, storeId, id);
  if (!printer) throw missing(id);
  const rows = await requeueFailed(deps.db, id, deps.now());
  for (const row of rows) deps.events.jobUpdated({ ...(await printJobOf(deps.db, row)), store_id: storeId });
  if (rows.length > 0) deps.wake();
  return { requeued: rows.length };
}

export async function printCopy(deps: PrinterDeps, storeId: number, orderId: number, printerId: number) {
  const printer = await findPrinter(deps.db, storeId, printerId);
  if (!printer) throw missing(printerId);
  const order = await findOrder(deps.db, orderId);
  if (!order || order.order.storeId !== storeId || order.order.number === null)
    throw new AppError('order_not_found', { id: String(orderId) });
  return toPrintJob((await queue(deps, printer, orderId, 'copy'))!, order.order.number);
}

export async function listPrintJobs(deps: PrinterDeps, storeId: number): Promise<PrintJob[]> {
  const since = new Date(deps.now().getTime() - 24 * 60 * 60 * 1000);
  return (await findStoreJobs(deps.db, storeId, since)).map(({ job, orderNumber }) =>
    toPrintJob(job, orderNumber),
  );
}

/** The order's lines a printer prints: all, or those of its categories. */
async function linesFor(
  db: Database,
  printer: PrinterRow,
  order: NonNullable<Awaited<ReturnType<typeof findOrder>>>,
) {
  if (!printer.categoryIds) return order.items;
  const filter = new Set(printer.categoryIds);
  const categoryOf = await findProductCategories(
    db,
    order.items.flatMap((item) => (item.productId === null ? [] : [item.productId])),
  );
  return order.items.filter((item) => item.productId !== null && filter.has(categoryOf.get(item.productId)!));
}

/** A ticket on every auto-printing printer of the order's store with a line to print; once each. */
export async function queueTickets(deps: PrinterDeps, orderId: number) {
  // Every new order comes here: its lines are read only for an accepted order and a printer that prints it.
  const row = await findOrderRow(deps.db, orderId);
  if (!row || row.approvalStatus !== APPROVAL_STATUS.accepted || row.number === null) return;
  const printers = (await findPrinters(deps.db, row.storeId)).filter((printer) => printer.autoPrint);
  if (printers.length === 0) return;
  const [order] = (await withLines(deps.db, [row])) as [OrderWithLines];
  for (const printer of printers) {
    if ((await linesFor(deps.db, printer, order)).length === 0) continue;
    await queue(deps, printer, orderId, 'ticket');
  }
}

/** Tickets for the orders accepted in the last hour that a crash kept from being queued. */
export async function queueMissedTickets(deps: PrinterDeps) {
  const since = new Date(deps.now().getTime() - 60 * 60 * 1000);
  for (const orderId of await findOrdersMissingTickets(deps.db, since)) await queueTickets(deps, orderId);
}

/** What a job prints; undefined when its printer or order is gone. */
export async function ticketInput(db: Database, job: PrintJobRow): Promise<TicketInput | undefined> {
  const printer = await findPrinterById(db, job.printerId);
  if (!printer) return undefined;
  const store = await receiptStoreOf(db, printer.storeId);
  const ticketPrinter = {
    name: printer.name,
    language: isLanguage(printer.language) ? printer.language : 'en',
    widthMm: printer.widthMm,
  };
  const kind = job.kind as PrintJobKind;
  if (job.orderId === null) return { kind, printer: ticketPrinter, store, order: null };
  const order = await findOrder(db, job.orderId);
  if (!order) return undefined;
  return {
    kind,
    printer: ticketPrinter,
    store,
    order: { ...order, items: await linesFor(db, printer, order) },
  };
}
