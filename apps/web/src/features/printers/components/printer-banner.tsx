import { Printer as PrinterIcon, RotateCw } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { toast, toastSuccess } from '@/components/ui/toast.tsx';
import { paths } from '@/config/paths.ts';
import { storeTimeText, type StoreClock } from '@/features/store/store-time.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { usePrintJobs, usePrinters, useRetryPrinter, useTestPrint } from '../api/printers.ts';
import { printerTroubles, type PrinterTrouble } from '../printer-status.ts';

/** Orders offered for printing in the browser per printer; the rest are on the desk. */
const SHOWN_ORDERS = 5;

/**
 * On the order desk, one banner per printer that is offline or gave up on jobs, so that no ticket is
 * missed: since when, how many tickets did not come out, Retry, and each order's ticket in the browser.
 */
export function PrinterBanner({ clock }: { clock: StoreClock | undefined }) {
  const printers = usePrinters();
  const jobs = usePrintJobs();
  const troubles = printerTroubles(printers.data ?? [], jobs.data ?? []);
  return (
    <div role="alert" className="empty:hidden">
      {troubles.map((trouble) => (
        <TroubleNotice key={trouble.printer.id} trouble={trouble} clock={clock} />
      ))}
    </div>
  );
}

function TroubleNotice({
  trouble: { printer, unprinted },
  clock,
}: {
  trouble: PrinterTrouble;
  clock: StoreClock | undefined;
}) {
  const intl = useIntl();
  const retry = useRetryPrinter();
  const testPrint = useTestPrint();
  const failed =
    (fallback: 'settings.printers.retry_failed' | 'settings.printers.failed.test') => (error: unknown) =>
      toast({ tone: 'error', title: failureMessage(error, intl.formatMessage({ id: fallback })) });
  const since = printer.offline_since ?? printer.last_seen_at;
  const values = {
    name: printer.name,
    count: unprinted.length,
    time: since && clock ? storeTimeText(Date.parse(since), clock) : '',
  };
  const title = printer.online
    ? intl.formatMessage({ id: 'settings.printers.banner.failed' }, values)
    : intl.formatMessage(
        { id: since ? 'settings.printers.banner.offline_since' : 'settings.printers.banner.offline' },
        values,
      );
  return (
    <section
      aria-label={printer.name}
      className="mb-4 rounded-2xl border-2 border-danger-700 bg-danger-50 p-4 text-danger-700"
    >
      <div className="flex flex-wrap items-start gap-3">
        <PrinterIcon aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
        <div className="min-w-0 flex-1">
          <p className="text-lg font-bold">{title}</p>
          <p className="text-sm text-ink-800">
            {intl.formatMessage({
              id: printer.online
                ? 'settings.printers.banner.failed_text'
                : 'settings.printers.banner.offline_text',
            })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={retry.isPending}
            onClick={() => retry.mutate(printer.id, { onError: failed('settings.printers.retry_failed') })}
          >
            <RotateCw aria-hidden="true" />
            {intl.formatMessage({ id: 'settings.printers.retry' })}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={testPrint.isPending}
            aria-label={intl.formatMessage({ id: 'settings.printers.test_name' }, { name: printer.name })}
            onClick={() =>
              testPrint.mutate(printer.id, {
                onSuccess: () => toastSuccess(intl.formatMessage({ id: 'settings.printers.test_queued' })),
                onError: failed('settings.printers.failed.test'),
              })
            }
          >
            <PrinterIcon aria-hidden="true" />
            {intl.formatMessage({ id: 'settings.printers.test' })}
          </Button>
        </div>
      </div>
      {unprinted.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {unprinted.slice(0, SHOWN_ORDERS).map((order) => (
            <li key={order.id}>
              <Link
                to={paths.admin.orderTicket.getHref(order.id)}
                target="_blank"
                className={buttonClasses({ variant: 'secondary', size: 'sm' })}
              >
                {intl.formatMessage(
                  { id: 'settings.printers.banner.print_in_browser' },
                  { number: order.number },
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
