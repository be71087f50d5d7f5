import { PRINTER_OFFLINE_AFTER_MS } from '@food/contract';
import { randomBytes } from 'node:crypto';
import { AppError } from '../../lib/errors.ts';
import {
  findJobByToken,
  findNextCloudJob,
  findPrinterByTokenHash,
  setPrinterSeen,
  updateJob,
} from './repository.ts';
import { announceJob, hashToken, ticketInput, type PrinterDeps } from './service.ts';
import { encodeTicket, TICKET_MEDIA, ticketText } from './ticket.ts';

/** A job the printer fetched but reported failed (or never confirmed) this often is given up. */
const CLOUD_MAX_ATTEMPTS = 5;

export type CloudPoll = { jobReady: false } | { jobReady: true; mediaTypes: string[]; jobToken: string };

async function printerOf(deps: PrinterDeps, token: string) {
  const printer = await findPrinterByTokenHash(deps.db, hashToken(token));
  if (!printer || printer.kind !== 'cloudprnt') throw new AppError('printer_not_found', { id: '?' });
  return printer;
}

/** A poll: the printer is seen; the next job it may print is offered under a token. */
export async function pollCloudPrinter(deps: PrinterDeps, token: string): Promise<CloudPoll> {
  const printer = await printerOf(deps, token);
  const now = deps.now();
  const wasOffline =
    !printer.lastSeenAt || now.getTime() - printer.lastSeenAt.getTime() >= PRINTER_OFFLINE_AFTER_MS;
  await setPrinterSeen(deps.db, printer.id, { lastSeenAt: now });
  if (wasOffline) deps.events.printerUpdated({ store_id: printer.storeId, printer_id: printer.id });
  const job = await findNextCloudJob(deps.db, printer.id, now);
  if (!job) return { jobReady: false };
  let jobToken = job.jobToken;
  if (!jobToken) {
    jobToken = randomBytes(12).toString('base64url');
    const offered = await updateJob(deps.db, job.id, { jobToken, status: 'printing' });
    if (offered) await announceJob(deps, offered);
  }
  return { jobReady: true, mediaTypes: [TICKET_MEDIA.starPrnt, TICKET_MEDIA.text], jobToken };
}

/** The job's bytes in the asked media type; fetching changes nothing. */
export async function cloudJobContent(deps: PrinterDeps, token: string, jobToken: string, type: string) {
  const printer = await printerOf(deps, token);
  const job = await findJobByToken(deps.db, printer.id, jobToken);
  const input = job && (await ticketInput(deps.db, job));
  if (!input) throw new AppError('printer_not_found', { id: '?' });
  if (type === TICKET_MEDIA.text) return { type, body: Buffer.from(ticketText(input)) };
  return { type: TICKET_MEDIA.starPrnt, body: Buffer.from(encodeTicket(input, 'star-prnt')) };
}

/**
 * The printer's word on a job: a code starting with 2 is printed; any other is a failed attempt, the
 * job offered again under a new token, until it failed CLOUD_MAX_ATTEMPTS times. A wrong token changes nothing.
 */
export async function confirmCloudJob(deps: PrinterDeps, token: string, jobToken: string, code: string) {
  const printer = await printerOf(deps, token);
  const job = await findJobByToken(deps.db, printer.id, jobToken);
  if (!job) return;
  const now = deps.now();
  const printed = code.startsWith('2');
  const attempts = job.attempts + 1;
  const updated = await updateJob(
    deps.db,
    job.id,
    printed
      ? { status: 'printed', printedAt: now, attempts, jobToken: null, lastError: null }
      : {
          status: attempts >= CLOUD_MAX_ATTEMPTS ? 'failed' : 'queued',
          attempts,
          jobToken: null,
          lastError: `CloudPRNT ${code.slice(0, 100)}`,
        },
  );
  if (updated) await announceJob(deps, updated);
}
