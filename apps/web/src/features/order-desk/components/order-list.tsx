import { APPROVAL_STATUS, type DeskFilter, type Order } from '@food/contract';
import { Bike, CalendarClock, ClipboardList, SearchSlash, ShoppingBag, Zap } from 'lucide-react';
import type { MessageId } from '@food/i18n';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { timeText } from '@/features/orders/format.ts';
import { cn } from '@/lib/cn.ts';
import { useFormatLocale } from '@/lib/i18n/use-language.ts';
import { deskActions, isDelivery } from '../desk-status.ts';
import { minutesUntil } from '../answer.ts';
import { groupBySlot } from '../order-groups.ts';
import { slotText } from '../slot-time.ts';
import { DeskStatusBadge } from './desk-status-badge.tsx';
import { IdCheck } from './id-check.tsx';
import { customerNameText } from '../customer-name.ts';

type StoreClock = { locale: string; timezone: string } | undefined;

const EMPTY_TEXTS: Record<DeskFilter, { title: MessageId; text: MessageId }> = {
  today: { title: 'desk.list.empty.today.title', text: 'desk.list.empty.today.text' },
  pending: { title: 'desk.list.empty.pending.title', text: 'desk.list.empty.pending.text' },
  accepted: { title: 'desk.list.empty.accepted.title', text: 'desk.list.empty.accepted.text' },
  rejected: { title: 'desk.list.empty.rejected.title', text: 'desk.list.empty.rejected.text' },
  cancelled: { title: 'desk.list.empty.cancelled.title', text: 'desk.list.empty.cancelled.text' },
  all: { title: 'desk.list.empty.all.title', text: 'desk.list.empty.all.text' },
};

/** Hidden from sight, read by screen readers: "Order" before the row's number. */
const srOnly = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

export function OrderListSkeleton() {
  const intl = useIntl();
  return (
    <ul aria-label={intl.formatMessage({ id: 'desk.list.loading' })} aria-busy="true" className="space-y-3">
      {Array.from({ length: 5 }, (_, index) => (
        <li key={index} className="space-y-3 rounded-2xl bg-white p-4 shadow-card">
          <div className="flex justify-between">
            <Skeleton className="h-5 w-16" />
            <Skeleton className="h-5 w-20" round />
          </div>
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </li>
      ))}
    </ul>
  );
}

export function OrderListEmpty({ filter, search }: { filter: DeskFilter; search: string }) {
  const intl = useIntl();
  if (search.trim()) {
    return (
      <EmptyState
        icon={SearchSlash}
        title={intl.formatMessage({ id: 'desk.list.no_match.title' }, { search: search.trim() })}
      >
        <FormattedMessage id="desk.list.no_match.text" />
      </EmptyState>
    );
  }
  const { title, text } = EMPTY_TEXTS[filter];
  return (
    <EmptyState icon={ClipboardList} title={intl.formatMessage({ id: title })}>
      <FormattedMessage id={text} />
    </EmptyState>
  );
}

/** "just now", "4 min ago", "2 h ago": how long ago the order was placed. */
function agoText(iso: string, now: Date, intl: IntlShape): string {
  const minutes = Math.max(0, -minutesUntil(iso, now));
  if (minutes < 1) return intl.formatMessage({ id: 'desk.list.row.just_now' });
  if (minutes < 60) return intl.formatMessage({ id: 'desk.list.row.minutes_ago' }, { minutes });
  const hours = Math.floor(minutes / 60);
  return intl.formatMessage({ id: 'desk.list.row.hours_ago' }, { hours });
}

/** "Rejected automatically in 4 min", or null once the time to answer is over. */
function rejectedInText(deadline: string, now: Date, intl: IntlShape): string | null {
  const left = new Date(deadline).getTime() - now.getTime();
  if (!(left > 0)) return null;
  const minutes = left < 60_000 ? 0 : Math.round(left / 60_000);
  return intl.formatMessage({ id: 'desk.list.row.rejected_in' }, { minutes });
}

/** One order in the list: a button that opens it. */
function OrderRow({
  order,
  selected,
  isNew,
  now,
  store,
  money,
  onOpen,
}: {
  order: Order;
  selected: boolean;
  isNew: boolean;
  now: Date;
  store: StoreClock;
  money: (amount: number) => string;
  onOpen: (id: number) => void;
}) {
  const intl = useIntl();
  const locale = useFormatLocale(store?.locale);
  const delivery = isDelivery(order);
  const waiting = order.approval_status === APPROVAL_STATUS.pending && order.answer_deadline !== null;
  const rejectedIn = waiting ? rejectedInText(order.answer_deadline!, now, intl) : null;
  const urgent = waiting && new Date(order.answer_deadline!).getTime() - now.getTime() < 3 * 60_000;
  return (
    <button
      type="button"
      onClick={() => onOpen(order.id)}
      data-order-id={order.id}
      aria-current={selected ? 'true' : undefined}
      className={cn(
        'relative block w-full rounded-2xl bg-white p-4 text-left shadow-card ring-1 transition',
        'hover:ring-ink-500',
        selected ? 'ring-2 ring-ink-900' : 'ring-cream-200',
        isNew && !selected && 'bg-brand-50 ring-2 ring-brand-600',
      )}
    >
      {isNew && (
        <span aria-hidden="true" className="absolute inset-y-3 left-0 w-1.5 rounded-r-full bg-brand-600" />
      )}
      <span className="flex items-start justify-between gap-3">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-display text-lg font-bold text-ink-900">
            <FormattedMessage id="desk.list.row.number" values={{ number: order.number, sr: srOnly }} />
          </span>
          {isNew && (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">
              <span className="relative flex size-2" aria-hidden="true">
                <span className="absolute inline-flex size-full rounded-full bg-white opacity-75 motion-safe:animate-ping" />
                <span className="relative inline-flex size-2 rounded-full bg-white" />
              </span>
              <FormattedMessage id="desk.list.row.new" />
            </span>
          )}
          {order.age_limit && <IdCheck age={order.age_limit} look="row" />}
        </span>
        <DeskStatusBadge order={order} />
      </span>
      {order.scheduled_for && (
        <span
          className={cn(
            'mt-2 inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-sm font-bold',
            // Only an order still to make needs its time to stand out.
            deskActions(order).kind === 'none' ? 'bg-cream-200 text-ink-800' : 'bg-ink-900 text-white',
          )}
        >
          <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
          <time dateTime={order.scheduled_for}>
            {intl.formatMessage(
              { id: 'desk.list.row.for_slot' },
              { slot: slotText(order.scheduled_for, now, store, intl) },
            )}
          </time>
        </span>
      )}
      <span className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-ink-700">
        <time dateTime={order.created_at} className="font-semibold text-ink-900 tabular-nums">
          {timeText(order.created_at, store && { ...store, locale })}
        </time>
        <span className="text-ink-600">{agoText(order.created_at, now, intl)}</span>
        <span aria-hidden="true">{intl.formatMessage({ id: 'desk.list.row.separator' })}</span>
        <span className="inline-flex items-center gap-1">
          {delivery ? (
            <Bike aria-hidden="true" className="size-3.5" />
          ) : (
            <ShoppingBag aria-hidden="true" className="size-3.5" />
          )}
          <FormattedMessage id={delivery ? 'desk.list.row.delivery' : 'desk.list.row.pickup'} />
        </span>
      </span>
      <span className="mt-1 flex items-baseline justify-between gap-3 text-sm">
        <span className="min-w-0 truncate text-ink-800">
          {customerNameText(order, intl, 'desk.list.row.customer')}
        </span>
        <span className="shrink-0 font-bold text-ink-900 tabular-nums">{money(order.total)}</span>
      </span>
      {waiting && (
        <span
          className={cn('mt-1.5 block text-xs font-semibold', urgent ? 'text-danger-700' : 'text-ink-600')}
        >
          {rejectedIn ?? intl.formatMessage({ id: 'desk.list.row.being_rejected' })}
        </span>
      )}
    </button>
  );
}

type OrderListProps = {
  orders: Order[];
  selectedId: number | null;
  isNew: (order: Order) => boolean;
  now: Date;
  store: StoreClock;
  money: (amount: number) => string;
  onOpen: (id: number) => void;
};

function OrderRows({ orders, selectedId, isNew, ...row }: OrderListProps) {
  return orders.map((order) => (
    <li key={order.id}>
      <OrderRow order={order} selected={order.id === selectedId} isNew={isNew(order)} {...row} />
    </li>
  ));
}

/**
 * The orders by time: as soon as possible ones first, then each slot under its heading, earliest
 * first. Without scheduled orders, one plain list.
 */
export function OrderList(props: OrderListProps) {
  const intl = useIntl();
  const id = useId();
  const groups = groupBySlot(props.orders);
  if (groups.length === 1 && groups[0]!.slot === null) {
    return (
      <ul aria-label={intl.formatMessage({ id: 'desk.list.label' })} className="space-y-3">
        <OrderRows {...props} />
      </ul>
    );
  }
  return (
    <ul aria-label={intl.formatMessage({ id: 'desk.list.label' })} className="space-y-5">
      {groups.map(({ slot, orders }, index) => {
        const headingId = `${id}-${index}`;
        return (
          <li key={slot ?? 'asap'}>
            <h2
              id={headingId}
              className="mb-2 flex items-center gap-1.5 text-sm font-bold tracking-wide text-ink-800 uppercase"
            >
              {slot ? (
                <CalendarClock aria-hidden="true" className="size-4" />
              ) : (
                <Zap aria-hidden="true" className="size-4" />
              )}
              {slot
                ? intl.formatMessage(
                    { id: 'desk.list.group.scheduled' },
                    { slot: slotText(slot, props.now, props.store, intl) },
                  )
                : intl.formatMessage({ id: 'desk.list.group.asap' })}
            </h2>
            <ul aria-labelledby={headingId} className="space-y-3">
              <OrderRows {...props} orders={orders} />
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
