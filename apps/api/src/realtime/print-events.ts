import { storeRoom, type PrintJob } from '@food/contract';
import type { RealtimeServer } from './io.ts';

/** What the printers announce to the store's desks; with Redis, to the sockets of every process. */
export interface PrintEvents {
  jobUpdated(job: PrintJob & { store_id: number }): void;
  printerUpdated(printer: { store_id: number; printer_id: number }): void;
}

export function createPrintEvents(): PrintEvents & { bind(io: RealtimeServer): void } {
  let io: RealtimeServer | undefined;
  return {
    bind(server) {
      io = server;
    },
    jobUpdated(job) {
      io?.to(storeRoom(job.store_id)).emit('print_job_updated', job);
    },
    printerUpdated(printer) {
      io?.to(storeRoom(printer.store_id)).emit('printer_updated', printer);
    },
  };
}
