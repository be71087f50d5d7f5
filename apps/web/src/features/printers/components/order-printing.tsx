import { CircleAlert, CircleCheck, Clock, Printer as PrinterIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button.tsx';
import { toast, toastSuccess } from '@/components/ui/toast.tsx';
import { storeTimeText, type StoreClock } from '@/features/store/store-time.ts';
import { cn } from '@/lib/cn.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { usePrintCopy, usePrintJobs, usePrinters } from '../api/printers.ts';
import { ticketState, type TicketState } from '../printer-status.ts';

const STATE_ICON = { failed: CircleAlert, queued: Clock, printed: CircleCheck, none: PrinterIcon };
const STATE_TEXT = {
  failed: 'settings.printers.ticket.failed',
  queued: 'settings.printers.ticket.queued',
  printed: 'settings.printers.ticket.printed',
  none: 'settings.printers.ticket.none',
} as const;
const STATE_TONE = {
  failed: 'font-semibold text-danger-700',
  queued: 'text-ink-700',
  printed: 'text-green-800',
  none: 'text-ink-600',
};

function TicketStateText({ state, clock }: { state: TicketState; clock: StoreClock | undefined }) {
  const intl = useIntl();
  const Icon = STATE_ICON[state.status];
  const time = state.status === 'printed' && clock ? storeTimeText(Date.parse(state.at), clock) : '';
  return (
    <p className={cn('flex items-center gap-1.5 text-sm', STATE_TONE[state.status])}>
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {intl.formatMessage({ id: STATE_TEXT[state.status] }, { time })}
    </p>
  );
}

/**
 * On an order of the desk, where the store has printers: its ticket's state on them (queued, printed at,
 * failed) and a copy on the printer of one's choice.
 */
export function OrderPrinting({ orderId, clock }: { orderId: number; clock: StoreClock | undefined }) {
  const intl = useIntl();
  const printers = usePrinters();
  const jobs = usePrintJobs();
  const copy = usePrintCopy();
  const selectId = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const list = printers.data ?? [];
  if (list.length === 0) return null;
  const printerId = chosen !== null && list.some((p) => p.id === chosen) ? chosen : list[0]!.id;

  const print = () =>
    copy.mutate(
      { orderId, printerId },
      {
        onSuccess: () => toastSuccess(intl.formatMessage({ id: 'settings.printers.copy_queued' })),
        onError: (error) =>
          toast({
            tone: 'error',
            title: failureMessage(error, intl.formatMessage({ id: 'settings.printers.copy_failed' })),
          }),
      },
    );

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <TicketStateText state={ticketState(jobs.data ?? [], orderId)} clock={clock} />
      <div className="flex items-center gap-2">
        {list.length > 1 && (
          <>
            <label htmlFor={selectId} className="sr-only">
              {intl.formatMessage({ id: 'settings.printers.copy_printer' })}
            </label>
            <select
              id={selectId}
              value={printerId}
              onChange={(event) => setChosen(Number(event.target.value))}
              className="min-h-11 rounded-xl border border-cream-300 bg-white px-3 text-sm sm:min-h-9"
            >
              {list.map((printer) => (
                <option key={printer.id} value={printer.id}>
                  {printer.name}
                </option>
              ))}
            </select>
          </>
        )}
        <Button variant="secondary" size="sm" disabled={copy.isPending} onClick={print}>
          <PrinterIcon aria-hidden="true" />
          {list.length === 1
            ? intl.formatMessage({ id: 'settings.printers.copy_on' }, { printer: list[0]!.name })
            : intl.formatMessage({ id: 'settings.printers.copy' })}
        </Button>
      </div>
    </div>
  );
}
