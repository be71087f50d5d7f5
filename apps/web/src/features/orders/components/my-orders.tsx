import { APPROVAL_STATUS, isDelivery } from '@food/contract/constants';
import type { Order } from '@food/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Bike, CalendarClock, Clock, ReceiptText, RotateCw, ShoppingBag } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { CancelOrder } from './cancel-order.tsx';
import { HAS_RECEIPT, ReceiptButton } from './receipt-button.tsx';
import { OrderAgainButton } from './order-again-button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { STORE_ID } from '@/config/store.ts';
import { useStore } from '@/features/store/api/get-store.ts';
import { useFormatLocale } from '@/lib/i18n/use-language.ts';
import { myOrdersQueryOptions } from '../api/orders.ts';
import { orderKeys } from '../api/query-keys.ts';
import {
  isNumbered,
  orderDateText,
  orderItemText,
  orderMoney,
  progressText,
  scheduledText,
} from '../format.ts';
import { paymentLabel } from '../payment-note.ts';
import { PENDING_POLL_MS } from '../hooks/use-live-order.ts';
import { useOrderEvents } from '../hooks/use-order-events.ts';
import { isOrderInProgress } from '@food/contract/order-flow';
import { rejectReasonText } from '../reject-reason.ts';
import { ItemOptions } from './item-options.tsx';
import { StatusBadge } from './status-badge.tsx';

const bold = (chunks: ReactNode[]) => <span className="font-semibold">{chunks}</span>;

const hasOrderInProgress = (orders: Order[] | undefined) => orders?.some(isOrderInProgress) ?? false;

/**
 * The customer's orders, newest first, kept live while one is waiting or being prepared: a pending one
 * says so and can be cancelled, an accepted one says where it is, and each in progress links to its page.
 */
export function MyOrders() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const orders = useQuery({
    ...myOrdersQueryOptions(),
    refetchInterval: (query) => (hasOrderInProgress(query.state.data) ? PENDING_POLL_MS : false),
  });
  const data = useStore(STORE_ID).data;
  const locale = useFormatLocale(data?.locale);
  const store = data && { locale, timezone: data.timezone };
  const [now] = useState(Date.now);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: orderKeys.mine() });
  useOrderEvents(hasOrderInProgress(orders.data), { onUpdate: refresh, onConnect: refresh });

  if (orders.isPending) {
    return (
      <div role="status" aria-label={intl.formatMessage({ id: 'orders.list.loading' })} className="space-y-4">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-40 rounded-3xl" />
        ))}
      </div>
    );
  }
  if (orders.isError) {
    return (
      <ErrorAlert title={intl.formatMessage({ id: 'orders.list.error' }, { message: orders.error.message })}>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void orders.refetch()}>
          <RotateCw aria-hidden="true" />
          {intl.formatMessage({ id: 'orders.try_again' })}
        </Button>
      </ErrorAlert>
    );
  }
  // An order whose online payment never completed never reached the restaurant: it has no number.
  const placed = orders.data.filter(isNumbered);
  if (placed.length === 0) {
    return (
      <EmptyState
        icon={ReceiptText}
        title={intl.formatMessage({ id: 'orders.list.empty_title' })}
        action={
          <Link to={paths.home.getHref()} className={buttonClasses()}>
            {intl.formatMessage({ id: 'orders.browse_menu' })}
          </Link>
        }
      >
        {intl.formatMessage({ id: 'orders.list.empty' })}
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-4">
      {placed.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} store={store} now={now} />
        </li>
      ))}
    </ul>
  );
}

function OrderCard({
  order,
  store,
  now,
}: {
  order: Order & { number: number };
  store: { locale: string; timezone: string } | undefined;
  now: number;
}) {
  const intl = useIntl();
  const titleId = `order-${order.id}-title`;
  const format = (amount: number) => orderMoney(amount, order, store?.locale);
  const delivery = isDelivery(order.order_type);
  const progress = progressText(order, store, intl);
  const reason = rejectReasonText(order, intl);
  // A refused order is not coming at any time.
  const scheduled =
    order.approval_status === APPROVAL_STATUS.rejected ? null : scheduledText(order, now, store, intl);
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-cream-200 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div>
          <h2 id={titleId} className="font-display text-lg font-bold text-ink-900">
            <FormattedMessage id="orders.card.title" values={{ number: order.number }} />
          </h2>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-ink-600">
            <time dateTime={order.created_at}>{orderDateText(order.created_at, store)}</time>
            <span aria-hidden="true">{intl.formatMessage({ id: 'orders.separator' })}</span>
            <span className="inline-flex items-center gap-1">
              {delivery ? (
                <Bike aria-hidden="true" className="size-3.5" />
              ) : (
                <ShoppingBag aria-hidden="true" className="size-3.5" />
              )}
              {delivery
                ? order.delivery_postcode
                  ? intl.formatMessage(
                      { id: 'orders.card.delivery_to' },
                      { postcode: order.delivery_postcode },
                    )
                  : intl.formatMessage({ id: 'orders.card.delivery' })
                : intl.formatMessage({ id: 'orders.card.pickup' })}
            </span>
          </p>
        </div>
        <StatusBadge status={order.approval_status} />
      </div>
      {scheduled && (
        <p className="mt-3 flex w-fit items-center gap-2 rounded-xl bg-brand-50 px-3.5 py-2 font-bold text-brand-800 ring-1 ring-brand-600/20">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
          {scheduled}
        </p>
      )}
      <ul
        aria-label={intl.formatMessage({ id: 'orders.card.items' }, { number: order.number })}
        className="mt-4 space-y-1.5 text-sm"
      >
        {order.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-4">
            <div className="min-w-0 text-ink-800">
              {orderItemText(item, intl)}
              <ItemOptions options={item.options} money={format} className="mt-0.5 text-xs text-ink-600" />
              {item.note && (
                <p className="mt-0.5 text-xs text-ink-700">
                  <FormattedMessage id="orders.item.note" values={{ note: item.note, strong: bold }} />
                </p>
              )}
            </div>
            <span className="shrink-0 text-ink-700 tabular-nums">{format(item.line_total)}</span>
          </li>
        ))}
      </ul>
      {order.note && (
        <p className="mt-3 rounded-xl bg-cream-100 px-3.5 py-2 text-sm text-ink-800">
          <FormattedMessage id="orders.note" values={{ note: order.note, strong: bold }} />
        </p>
      )}
      {order.approval_status === APPROVAL_STATUS.pending && (
        <p className="mt-3 flex items-center gap-2 rounded-xl bg-saffron-200/50 px-3.5 py-2 text-sm font-semibold text-ink-900">
          <Clock aria-hidden="true" className="size-4 shrink-0" />
          {intl.formatMessage({ id: 'orders.card.waiting' })}
        </p>
      )}
      {progress && (
        <p className="mt-3 rounded-xl bg-herb-50 px-3.5 py-2 text-sm font-semibold text-herb-700">
          {progress}
        </p>
      )}
      {reason && (
        <p className="mt-3 rounded-xl bg-cream-100 px-3.5 py-2 text-sm text-ink-800">
          <FormattedMessage id="orders.reject.reason" values={{ reason, strong: bold }} />
        </p>
      )}
      <div className="mt-4 flex items-baseline justify-between gap-4 border-t border-cream-200 pt-3">
        <span className="text-sm font-semibold text-ink-700">
          {intl.formatMessage({ id: 'orders.card.total' })}
        </span>
        <span className="text-base font-bold text-ink-900 tabular-nums">{format(order.total)}</span>
      </div>
      <p className="mt-1 text-right text-sm text-ink-600">{paymentLabel(order, store?.locale, intl)}</p>
      <div className="mt-3 flex flex-wrap items-start gap-2">
        {isOrderInProgress(order) && (
          <Link
            to={paths.orders.getHref(order.id)}
            className={buttonClasses({ size: 'sm' })}
            aria-label={intl.formatMessage({ id: 'orders.card.follow_label' }, { number: order.number })}
          >
            {intl.formatMessage({ id: 'orders.card.follow' })}
          </Link>
        )}
        {order.approval_status === APPROVAL_STATUS.pending && (
          <CancelOrder orderId={order.id} orderNumber={order.number} />
        )}
        {order.number !== null && HAS_RECEIPT.has(order.approval_status) && (
          <ReceiptButton order={{ id: order.id, number: order.number }} />
        )}
        {order.approval_status !== APPROVAL_STATUS.pending && order.items.length > 0 && (
          <OrderAgainButton order={order} />
        )}
      </div>
    </article>
  );
}
