import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer, RotateCw } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { STYLE_NONCE } from '@/config/page-bootstrap.ts';
import { paths } from '@/config/paths.ts';
import { useStore } from '@/features/store/api/get-store.ts';
import { useMoney } from '@/features/store/hooks/use-money.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { deskOrderQueryOptions } from '../api/desk-orders.ts';
import { useStoreClock } from '../store-clock.ts';
import { KitchenTicket } from './kitchen-ticket.tsx';

/** A receipt printer's paper: 80 mm wide, as long as the ticket, no margins of the browser's own. */
const PRINT_CSS = `
@page { size: 80mm auto; margin: 0; }
@media print {
  html, body { background: #fff !important; }
}
`;

/** The kitchen ticket of one order, on screen as it will print, with Print and Back above it. */
export function OrderTicketPage({ storeId, orderId }: { storeId: number; orderId: number }) {
  const intl = useIntl();
  const order = useQuery(deskOrderQueryOptions(orderId));
  const store = useStore(storeId);
  const { format } = useMoney(storeId, order.data?.currency);
  const clock = useStoreClock(store.data);
  const backHref = `${paths.admin.orders.getHref()}?order=${orderId}`;

  return (
    <div className="min-h-dvh bg-cream-100 px-4 py-6 print:min-h-0 print:bg-white print:p-0">
      <title>
        {order.data
          ? intl.formatMessage({ id: 'desk.ticket.document_title' }, { number: String(order.data.number) })
          : intl.formatMessage({ id: 'desk.ticket.document_title_plain' })}
      </title>
      <style nonce={STYLE_NONCE}>{PRINT_CSS}</style>
      <div className="mx-auto mb-5 flex max-w-md flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={backHref} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          <ArrowLeft aria-hidden="true" />
          <FormattedMessage id="desk.ticket.back" />
        </Link>
        <Button onClick={() => window.print()} disabled={!order.data}>
          <Printer aria-hidden="true" />
          <FormattedMessage id="desk.ticket.print" />
        </Button>
      </div>
      <main>
        {order.isPending ? (
          <div
            aria-busy="true"
            aria-label={intl.formatMessage({ id: 'desk.ticket.loading' })}
            className="mx-auto w-[80mm] max-w-full space-y-3 bg-white p-[4mm] shadow-card"
          >
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-32 w-full" />
          </div>
        ) : order.isError ? (
          <div className="mx-auto max-w-md">
            <ErrorAlert
              title={failureMessage(order.error, intl.formatMessage({ id: 'desk.ticket.load_failed' }))}
            >
              <Button variant="secondary" size="sm" className="mt-2" onClick={() => void order.refetch()}>
                <RotateCw aria-hidden="true" />
                <FormattedMessage id="desk.ticket.try_again" />
              </Button>
            </ErrorAlert>
          </div>
        ) : (
          <KitchenTicket order={order.data} store={store.data} clock={clock} money={format} />
        )}
      </main>
      <p className="mx-auto mt-4 max-w-md text-center text-sm text-ink-700 print:hidden">
        <FormattedMessage id="desk.ticket.paper_hint" />
      </p>
    </div>
  );
}
