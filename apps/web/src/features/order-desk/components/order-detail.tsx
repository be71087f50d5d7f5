import type { Order, Store } from '@food/contract';
import { HAS_RECEIPT, ReceiptButton } from '@/features/orders/components/receipt-button.tsx';
import { ArrowLeft, Bike, CalendarClock, Printer, ShoppingBag } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { paths } from '@/config/paths.ts';
import { orderDateText } from '@/features/orders/format.ts';
import { OrderPrinting } from '@/features/printers/components/order-printing.tsx';
import { cn } from '@/lib/cn.ts';
import { deskActions, isDelivery } from '../desk-status.ts';
import { useNow } from '@/lib/use-now.ts';
import { slotText } from '../slot-time.ts';
import { useStoreClock } from '../store-clock.ts';
import { AnswerPanel } from './answer-panel.tsx';
import { DeskStatusBadge } from './desk-status-badge.tsx';
import { IdCheck } from './id-check.tsx';
import { CustomerFacts, DestinationFacts, ItemFacts, PaymentFacts, TotalFacts } from './order-facts.tsx';

type OrderDetailProps = {
  order: Order;
  store: Store | undefined;
  money: (amount: number) => string;
  /** On a narrow screen the detail replaces the list: this goes back to it. */
  onBack?: () => void;
  /** Move the focus (and the view) to the order's heading when it opens. */
  focusOnShow?: boolean;
};

/** Everything the kitchen and the counter need about one order, and what can be done with it now. */
export function OrderDetail({ order, store, money, onBack, focusOnShow = false }: OrderDetailProps) {
  const titleId = `order-${order.id}-title`;
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusOnShow) return;
    titleRef.current?.focus({ preventScroll: true });
    titleRef.current?.closest('article')?.scrollIntoView({ block: 'start' });
  }, [focusOnShow, order.id]);
  const intl = useIntl();
  const clock = useStoreClock(store);
  const delivery = isDelivery(order);
  const now = useNow(60_000);
  return (
    <article
      aria-labelledby={titleId}
      className="@container scroll-mt-20 rounded-2xl bg-white p-4 shadow-card ring-1 ring-cream-200 sm:p-6"
    >
      {onBack && (
        <Button variant="ghost" size="sm" onClick={onBack} className="-mt-1 mb-3 -ml-2">
          <ArrowLeft aria-hidden="true" />
          <FormattedMessage id="desk.order.back" />
        </Button>
      )}
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2.5">
            <h2
              id={titleId}
              ref={titleRef}
              tabIndex={-1}
              className="font-display text-2xl font-bold text-ink-900 outline-none"
            >
              <FormattedMessage id="desk.order.title" values={{ number: String(order.number) }} />
            </h2>
            <DeskStatusBadge order={order} />
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-ink-700">
            <span>
              <FormattedMessage
                id="desk.order.placed"
                values={{
                  date: orderDateText(order.created_at, clock),
                  time: (chunks) => <time dateTime={order.created_at}>{chunks}</time>,
                }}
              />
            </span>
            <span aria-hidden="true">
              <FormattedMessage id="desk.order.separator" />
            </span>
            <span className="inline-flex items-center gap-1 font-semibold text-ink-900">
              {delivery ? (
                <Bike aria-hidden="true" className="size-4" />
              ) : (
                <ShoppingBag aria-hidden="true" className="size-4" />
              )}
              <FormattedMessage id={delivery ? 'desk.order.delivery' : 'desk.order.pickup'} />
            </span>
          </p>
          {order.scheduled_for && (
            <p
              className={cn(
                'mt-2 inline-flex items-center gap-2 rounded-xl px-3 py-1.5 font-display text-lg font-bold',
                deskActions(order).kind === 'none' ? 'bg-cream-200 text-ink-800' : 'bg-ink-900 text-white',
              )}
            >
              <CalendarClock aria-hidden="true" className="size-5 shrink-0" />
              <time dateTime={order.scheduled_for}>
                {intl.formatMessage(
                  { id: 'desk.order.scheduled_for' },
                  { when: slotText(order.scheduled_for, now, clock) },
                )}
              </time>
            </p>
          )}
          {order.age_limit && <IdCheck age={order.age_limit} look="detail" />}
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <Link
            to={paths.admin.orderTicket.getHref(order.id)}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            <Printer aria-hidden="true" />
            <FormattedMessage id="desk.order.print_ticket" />
          </Link>
          {order.number !== null && HAS_RECEIPT.has(order.approval_status) && (
            <ReceiptButton order={{ id: order.id, number: order.number }} />
          )}
        </div>
        <OrderPrinting orderId={order.id} clock={store} />
      </header>

      <AnswerPanel order={order} store={store} />

      <div className="mt-5 grid gap-5 @xl:grid-cols-2">
        <CustomerFacts order={order} />
        <DestinationFacts order={order} />
      </div>
      <ItemFacts order={order} money={money} />
      <div className="mt-5 grid gap-5 @xl:grid-cols-2">
        <TotalFacts order={order} money={money} />
        <PaymentFacts order={order} money={money} />
      </div>
    </article>
  );
}
