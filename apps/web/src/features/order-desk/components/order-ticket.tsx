import { APPROVAL_STATUS, type Order, type Store } from '@food/contract';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { STYLE_NONCE } from '@/config/page-bootstrap.ts';
import { paths } from '@/config/paths.ts';
import { useStore } from '@/features/store/api/get-store.ts';
import { useMoney } from '@/features/store/hooks/use-money.ts';
import { orderDateText, timeText } from '@/features/orders/format.ts';
import { cn } from '@/lib/cn.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { deskOrderQueryOptions } from '../api/desk-orders.ts';
import { deskStatus, isDelivery, paymentText } from '../desk-status.ts';
import { slotText } from '../slot-time.ts';

/** A receipt printer's paper: 80 mm wide, as long as the ticket, no margins of the browser's own. */
const PRINT_CSS = `
@page { size: 80mm auto; margin: 0; }
@media print {
  html, body { background: #fff !important; }
}
`;

/** The kitchen ticket of one order, on screen as it will print, with Print and Back above it. */
export function OrderTicketPage({ storeId, orderId }: { storeId: number; orderId: number }) {
  const order = useQuery(deskOrderQueryOptions(orderId));
  const store = useStore(storeId);
  const money = useMoney(storeId);
  const format = (amount: number) => (money.ready ? money.format(amount) : amount.toFixed(2));
  const backHref = `${paths.admin.orders.getHref()}?order=${orderId}`;

  return (
    <div className="min-h-dvh bg-cream-100 px-4 py-6 print:min-h-0 print:bg-white print:p-0">
      <title>
        {order.data ? `Ticket #${order.data.number} | Food order admin` : 'Ticket | Food order admin'}
      </title>
      <style nonce={STYLE_NONCE}>{PRINT_CSS}</style>
      <div className="mx-auto mb-5 flex max-w-md flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={backHref} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          <ArrowLeft aria-hidden="true" />
          Back to orders
        </Link>
        <Button onClick={() => window.print()} disabled={!order.data}>
          <Printer aria-hidden="true" />
          Print
        </Button>
      </div>
      <main>
        {order.isPending ? (
          <div
            aria-busy="true"
            aria-label="Loading the ticket"
            className="mx-auto w-[80mm] max-w-full space-y-3 bg-white p-[4mm] shadow-card"
          >
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-32 w-full" />
          </div>
        ) : order.isError ? (
          <div className="mx-auto max-w-md">
            <ErrorAlert title={failureMessage(order.error, 'This order could not be loaded.')}>
              <Button variant="secondary" size="sm" className="mt-2" onClick={() => void order.refetch()}>
                <RotateCw aria-hidden="true" />
                Try again
              </Button>
            </ErrorAlert>
          </div>
        ) : (
          <KitchenTicket order={order.data} store={store.data} money={format} />
        )}
      </main>
      <p className="mx-auto mt-4 max-w-md text-center text-sm text-ink-700 print:hidden">
        Printed on 80 mm receipt paper. Choose your receipt printer in the print dialog.
      </p>
    </div>
  );
}

function Rule() {
  return <hr className="my-[2.5mm] border-0 border-t border-dashed border-black" />;
}

function Line({ label, value, strong = false }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <div className={cn('flex justify-between gap-[2mm]', strong && 'text-[15px] font-bold')}>
      <dt>{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  );
}

function KitchenTicket({
  order,
  store,
  money,
}: {
  order: Order;
  store: Store | undefined;
  money: (amount: number) => string;
}) {
  const delivery = isDelivery(order);
  return (
    <article
      aria-labelledby="ticket-title"
      className="mx-auto w-[80mm] max-w-full bg-white p-[4mm] font-mono text-[12.5px] leading-snug text-black shadow-card print:max-w-none print:shadow-none"
    >
      <header className="text-center">
        <p className="text-[15px] font-bold uppercase">{store?.name ?? 'Food order'}</p>
        {store?.address && <p className="text-[11px]">{store.address}</p>}
      </header>
      <Rule />
      <div className="text-center">
        <h1 id="ticket-title" className="text-[24px] font-bold">
          Order #{order.number}
        </h1>
        <p className="mt-[1mm] inline-block bg-black px-[3mm] py-[0.5mm] text-[16px] font-bold tracking-wider text-white uppercase print:[print-color-adjust:exact]">
          {delivery ? 'Delivery' : 'Pickup'}
        </p>
        {order.scheduled_for && (
          <p className="mt-[2mm] border-2 border-black py-[1mm] text-[18px] font-bold">
            {`Scheduled for ${slotText(order.scheduled_for, new Date(), store)}`}
          </p>
        )}
      </div>
      <dl className="mt-[2mm] space-y-[0.5mm]">
        <Line label="Placed" value={orderDateText(order.created_at, store)} />
        {order.approval_status === APPROVAL_STATUS.accepted && order.ready_at && (
          <Line label="Ready at" value={<strong>{timeText(order.ready_at, store)}</strong>} />
        )}
        <Line label="Status" value={deskStatus(order).label} />
      </dl>
      <Rule />
      <ul aria-label="Items" className="space-y-[1.5mm]">
        {order.items.map((item) => (
          <li key={item.id}>
            <div className="flex justify-between gap-[2mm] font-bold">
              <span>
                {item.quantity} x {item.product_name}
              </span>
              <span className="tabular-nums">{money(item.line_total)}</span>
            </div>
            {item.variant_name && <p className="pl-[4mm]">{item.variant_name}</p>}
            {item.options.length > 0 && (
              <ul aria-label="Options" className="pl-[4mm] font-semibold">
                {item.options.map((option, index) => (
                  // A long name wraps under the name, not under the "+".
                  <li key={index} className="pl-[2ch] -indent-[2ch]">
                    + {option.name}
                  </li>
                ))}
              </ul>
            )}
            {item.note && <p className="pl-[4mm] font-bold">* {item.note}</p>}
          </li>
        ))}
      </ul>
      {order.note && (
        <>
          <Rule />
          <p>
            <span className="font-bold">Note:</span> {order.note}
          </p>
        </>
      )}
      <Rule />
      <dl className="space-y-[0.5mm]">
        <Line label="Subtotal" value={money(order.subtotal)} />
        {order.discount > 0 && (
          <Line
            label={order.discount_percent ? `Discount (${order.discount_percent} %)` : 'Discount'}
            value={`-${money(order.discount)}`}
          />
        )}
        {delivery && <Line label="Delivery fee" value={money(order.delivery_fee)} />}
        <Line label="TOTAL" value={money(order.total)} strong />
      </dl>
      <p className="mt-[1mm]">{paymentText(order)}</p>
      <Rule />
      <dl className="space-y-[0.5mm]">
        <div>
          <dt className="font-bold">Customer</dt>
          <dd>{order.customer_name || '—'}</dd>
          {order.phone && <dd>{order.phone}</dd>}
        </div>
        {delivery && (
          <div className="pt-[1mm]">
            <dt className="font-bold">Address</dt>
            {order.address ? (
              <>
                <dd>
                  {order.address.line1}
                  {order.address.area ? `, ${order.address.area}` : ''}
                </dd>
                <dd>{[order.address.zip, order.address.city].filter(Boolean).join(' ')}</dd>
              </>
            ) : (
              <dd>—</dd>
            )}
            <dd>Postcode: {order.delivery_postcode ?? '—'}</dd>
          </div>
        )}
      </dl>
      <Rule />
      <p className="text-center text-[11px]">Printed {orderDateText(new Date().toISOString(), store)}</p>
    </article>
  );
}
