import type { PrintJob, Printer } from '@food/contract';
import { describe, expect, it } from 'vitest';
import { printerTroubles, ticketState } from './printer-status.ts';

const printer = (id: number, fields: Partial<Printer> = {}): Printer => ({
  id,
  store_id: 9,
  name: `Printer ${id}`,
  kind: 'escpos_tcp',
  host: '192.168.1.50',
  port: 9100,
  width_mm: 80,
  language: 'de',
  auto_print: true,
  category_ids: null,
  online: true,
  last_seen_at: '2026-11-28T18:00:00.000Z',
  offline_since: null,
  jobs_waiting: 0,
  jobs_failed: 0,
  ...fields,
});

let nextId = 1;
const job = (fields: Partial<PrintJob>): PrintJob => ({
  id: nextId++,
  printer_id: 1,
  order_id: 10,
  order_number: null,
  kind: 'ticket',
  status: 'queued',
  attempts: 0,
  last_error: null,
  created_at: '2026-11-28T18:00:00.000Z',
  updated_at: '2026-11-28T18:00:00.000Z',
  printed_at: null,
  ...fields,
});

describe('printerTroubles', () => {
  it('names the printers offline or with failed jobs, and the orders still waiting on each, oldest first', () => {
    const troubles = printerTroubles(
      [
        printer(1, { online: false }),
        printer(2),
        printer(3, { jobs_failed: 1 }),
        // Added, not tried yet: nothing to warn about.
        printer(4, { online: false, last_seen_at: null, offline_since: null }),
      ],
      [
        job({ order_id: 12, order_number: 2, created_at: '2026-11-28T18:05:00.000Z' }),
        job({ order_id: 11, order_number: 1, created_at: '2026-11-28T18:01:00.000Z' }),
        job({ order_id: 11, order_number: 1, kind: 'copy', created_at: '2026-11-28T18:06:00.000Z' }),
        job({ order_id: 13, status: 'printed' }),
        job({ order_id: null, kind: 'test' }),
        job({ printer_id: 3, order_id: 14, order_number: 4, status: 'failed' }),
        job({ printer_id: 2, order_id: 15 }),
      ],
    );
    expect(troubles.map(({ printer, unprinted }) => [printer.id, unprinted])).toEqual([
      [
        1,
        [
          { id: 11, number: 1 },
          { id: 12, number: 2 },
        ],
      ],
      [3, [{ id: 14, number: 4 }]],
    ]);
  });
});

describe('ticketState', () => {
  it('is failed before queued before printed, and none without a job', () => {
    const jobs = [
      job({ order_id: 1, status: 'printed', printed_at: '2026-11-28T18:03:00.000Z' }),
      job({ order_id: 1, kind: 'copy', status: 'printed', printed_at: '2026-11-28T18:09:00.000Z' }),
      job({ order_id: 2, status: 'printing' }),
      job({ order_id: 3, status: 'failed' }),
      job({ order_id: 3, printer_id: 2, status: 'queued' }),
    ];
    expect(ticketState(jobs, 1)).toEqual({ status: 'printed', at: '2026-11-28T18:09:00.000Z' });
    expect(ticketState(jobs, 2)).toEqual({ status: 'queued' });
    expect(ticketState(jobs, 3)).toEqual({ status: 'failed' });
    expect(ticketState(jobs, 4)).toEqual({ status: 'none' });
  });
});
