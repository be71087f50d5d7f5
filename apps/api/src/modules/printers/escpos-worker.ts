import { ESCPOS_DEFAULT_PORT } from '@food/contract';
import { connect } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock.ts';
import { claimDueJobs, findPrinterById, setPrinterSeen, updateJob, type PrintJobRow } from './repository.ts';
import { announceJob, ticketInput, type PrinterDeps } from './service.ts';
import { encodeTicket } from './ticket.ts';

const CONNECT_TIMEOUT_MS = 5_000;
/** A claimed job's lease: longer than one attempt can take; a job still `printing` after it is due again. */
const LEASE_MS = 60_000;
const GIVE_UP_AFTER_MS = 10 * 60_000;
const POLL_MS = 1_000;

/** 1 s, 2 s, 4 s … never more than 30 s between attempts. */
const retryDelayMs = (attempts: number) => Math.min(30_000, 1_000 * 2 ** Math.max(0, attempts - 1));

/** Sends the bytes over one connection; resolves once the printer has them and the socket closed cleanly. */
function send(host: string, port: number, bytes: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    let failed: Error | undefined;
    socket.setTimeout(CONNECT_TIMEOUT_MS, () => socket.destroy(new Error('timeout')));
    socket.on('error', (err) => {
      failed = err;
    });
    socket.on('connect', () => socket.end(bytes));
    socket.on('close', (hadError) => {
      if (failed || hadError) reject(failed ?? new Error('connection closed with an error'));
      else resolve();
    });
  });
}

/**
 * Prints the queued ESC/POS jobs from the database, one connection per job. Several processes may run it:
 * each claims its jobs with SKIP LOCKED (repository.claimDueJobs).
 */
export class EscposWorker {
  private timer: unknown;
  private running: Promise<void> | undefined;
  private again = false;
  private closed = false;

  constructor(
    private readonly deps: PrinterDeps,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  start() {
    this.wake();
  }

  wake() {
    if (this.closed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.clock.clearTimeout(this.timer);
    this.running = this.drain()
      .catch((err) => this.log.error({ err }, 'Print worker failed'))
      .finally(() => {
        this.running = undefined;
        if (this.closed) return;
        if (this.again) {
          this.again = false;
          this.wake();
        } else this.timer = this.clock.setTimeout(() => this.wake(), POLL_MS);
      });
  }

  async close() {
    this.closed = true;
    this.clock.clearTimeout(this.timer);
    await this.running;
  }

  private async drain() {
    for (;;) {
      const now = this.clock.now();
      const jobs = await claimDueJobs(this.deps.db, now, new Date(now.getTime() + LEASE_MS), 5);
      if (jobs.length === 0) return;
      await Promise.all(jobs.map((job) => this.print(job)));
      if (this.closed) return;
    }
  }

  private async print(job: PrintJobRow) {
    const { db } = this.deps;
    await announceJob(this.deps, job);
    const printer = await findPrinterById(db, job.printerId);
    const input = await ticketInput(db, job);
    if (!printer || !input) return;
    try {
      const port = printer.port ?? ESCPOS_DEFAULT_PORT;
      const checked = await this.deps.addresses.check(printer.host ?? '', port);
      if ('refused' in checked) {
        throw new Error(
          checked.refused.message === 'validation.printer_host_not_found'
            ? 'printer name not found'
            : 'printer address not allowed (PRINTER_NETWORKS)',
        );
      }
      await send(checked.address, port, encodeTicket(input, 'esc-pos'));
      const now = this.clock.now();
      const printed = await updateJob(db, job.id, { status: 'printed', printedAt: now, lastError: null });
      if (printed) await announceJob(this.deps, printed);
      if (printer.offlineSince || !printer.lastSeenAt || printer.lastSeenAt < now) {
        await setPrinterSeen(db, printer.id, { lastSeenAt: now, offlineSince: null });
        if (printer.offlineSince || !printer.lastSeenAt)
          this.deps.events.printerUpdated({ store_id: printer.storeId, printer_id: printer.id });
      }
    } catch (err) {
      const now = this.clock.now();
      const failingSince = job.failingSince ?? now;
      const gaveUp = now.getTime() - failingSince.getTime() >= GIVE_UP_AFTER_MS;
      const updated = await updateJob(db, job.id, {
        status: gaveUp ? 'failed' : 'queued',
        lastError: err instanceof Error ? err.message : String(err),
        failingSince,
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(job.attempts)),
      });
      if (updated) await announceJob(this.deps, updated);
      if (!printer.offlineSince) {
        await setPrinterSeen(db, printer.id, { offlineSince: now });
        this.deps.events.printerUpdated({ store_id: printer.storeId, printer_id: printer.id });
      }
      this.log.warn({ err, jobId: job.id, printerId: printer.id }, 'Print attempt failed');
    }
  }
}
