import type { CreatedPrinter, PrintJob, Printer, SavePrinter } from '@food/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { printerKeys } from './query-keys.ts';
import { api } from '@/lib/api-client.ts';

/** A CloudPRNT printer goes offline by the clock (no poll for 60 s): read again now and then. */
const REFRESH_MS = 20_000;

export function usePrinters() {
  return useQuery(
    queryOptions({
      queryKey: printerKeys.list(),
      queryFn: ({ signal }) => api.get<Printer[]>('/printers', { signal }),
      refetchInterval: REFRESH_MS,
    }),
  );
}

export function usePrintJobs() {
  return useQuery(
    queryOptions({
      queryKey: printerKeys.jobs(),
      queryFn: ({ signal }) => api.get<PrintJob[]>('/print-jobs', { signal }),
      refetchInterval: REFRESH_MS,
    }),
  );
}

function usePrinterMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: printerKeys.all }),
  });
}

/** Adds a printer (the answer holds a CloudPRNT printer's URL, this once), or changes one when an id is given. */
export const useSavePrinter = () =>
  usePrinterMutation(({ id, printer }: { id?: number; printer: SavePrinter }) =>
    id === undefined
      ? api.post<CreatedPrinter>('/printers', printer)
      : api.put<Printer>(`/printers/${id}`, printer),
  );

export const useDeletePrinter = () => usePrinterMutation((id: number) => api.delete(`/printers/${id}`));

export const useTestPrint = () =>
  usePrinterMutation((id: number) => api.post<PrintJob>(`/printers/${id}/test`));

/** Queues a printer's failed jobs again. */
export const useRetryPrinter = () =>
  usePrinterMutation((id: number) => api.post<{ requeued: number }>(`/printers/${id}/retry`));

/** A copy of an order's ticket, marked as such, on one printer. */
export const usePrintCopy = () =>
  usePrinterMutation(({ orderId, printerId }: { orderId: number; printerId: number }) =>
    api.post<PrintJob>(`/orders/${orderId}/print`, { printer_id: printerId }),
  );
