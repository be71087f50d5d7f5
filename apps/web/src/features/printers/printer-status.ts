import type { PrintJob, Printer } from '@food/contract';

/** What the desk must not miss about one printer: it is offline, or jobs gave up on it. */
export type PrinterTrouble = {
  printer: Printer;
  /** Orders whose ticket has not come out of this printer, oldest first. */
  unprinted: { id: number; number: number }[];
};

/**
 * What the server knows of a printer: online, offline, or untried (an ESC/POS printer no job has reached
 * yet and none has failed on: neither online nor offline until the server tries).
 */
export function printerReach(printer: Printer): 'online' | 'offline' | 'untried' {
  if (printer.online) return 'online';
  return printer.offline_since === null && printer.last_seen_at === null ? 'untried' : 'offline';
}

const isOrderTicket = (job: PrintJob) => job.order_id !== null && job.kind !== 'test';

/** The printers in trouble, with the orders still waiting on each. */
export function printerTroubles(printers: readonly Printer[], jobs: readonly PrintJob[]): PrinterTrouble[] {
  return printers
    .filter((printer) => printerReach(printer) === 'offline' || printer.jobs_failed > 0)
    .map((printer) => ({
      printer,
      unprinted: [
        ...new Map(
          jobs
            .filter((job) => job.printer_id === printer.id && isOrderTicket(job) && job.status !== 'printed')
            .sort((a, b) => a.created_at.localeCompare(b.created_at))
            .map((job) => [job.order_id!, { id: job.order_id!, number: job.order_number ?? job.order_id! }]),
        ).values(),
      ],
    }));
}

/**
 * An order's ticket as the kitchen has it: failed if any printer gave up on it, else queued while one
 * still waits, else printed (the latest time); none before any job.
 */
export type TicketState =
  { status: 'failed' } | { status: 'queued' } | { status: 'printed'; at: string } | { status: 'none' };

export function ticketState(jobs: readonly PrintJob[], orderId: number): TicketState {
  const own = jobs.filter((job) => job.order_id === orderId && isOrderTicket(job));
  if (own.some((job) => job.status === 'failed')) return { status: 'failed' };
  if (own.some((job) => job.status === 'queued' || job.status === 'printing')) return { status: 'queued' };
  const printed = own.flatMap((job) => (job.printed_at ? [job.printed_at] : [])).sort();
  return printed.length > 0 ? { status: 'printed', at: printed.at(-1)! } : { status: 'none' };
}
