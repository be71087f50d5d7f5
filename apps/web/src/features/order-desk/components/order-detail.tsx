import { APPROVAL_STATUS, type Order, type Store } from '@food/contract';
import {
  ArrowLeft,
  Bike,
  Check,
  CircleX,
  Clock,
  MapPin,
  Phone,
  Printer,
  ShoppingBag,
  StickyNote,
  User,
  X,
} from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { paths } from '@/config/paths.ts';
import { orderDateText, timeText } from '@/features/orders/format.ts';
import { cn } from '@/lib/cn.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { timeLeftText } from '../answer.ts';
import { useAdvanceFulfilment } from '../api/order-actions.ts';
import { deskActions, fulfilmentActionLabel, isDelivery, timedOut } from '../desk-status.ts';
import { useNow } from '../hooks/use-now.ts';
import { AcceptDialog } from './accept-dialog.tsx';
import { DeskStatusBadge } from './desk-status-badge.tsx';
import { FulfilmentSteps } from './fulfilment-steps.tsx';
import { RejectDialog } from './reject-dialog.tsx';

type OrderDetailProps = {
  order: Order;
  store: Store | undefined;
  money: (amount: number) => string;
  /** On a narrow screen the detail replaces the list: this goes back to it. */
  onBack?: () => void;
  /** Move the focus (and the view) to the order's heading when it opens. */
  focusOnShow?: boolean;
};

export function paymentText(order: Pick<Order, 'payment' | 'order_type'>): string {
  const method = order.payment.payment_method === 'cash' ? 'Cash' : 'Online';
  if (order.payment.status === 'paid') return `${method}, paid`;
  if (order.payment.status === 'refunded') return `${method}, refunded`;
  if (order.payment.status === 'failed') return `${method}, payment failed`;
  if (order.payment.payment_method === 'cash') {
    return isDelivery(order) ? 'Cash, paid on delivery' : 'Cash, paid on collection';
  }
  return `${method}, not paid yet`;
}

/** Everything the kitchen and the counter need about one order, and what can be done with it now. */
export function OrderDetail({ order, store, money, onBack, focusOnShow = false }: OrderDetailProps) {
  const titleId = `order-${order.id}-title`;
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusOnShow) return;
    titleRef.current?.focus({ preventScroll: true });
    titleRef.current?.closest('article')?.scrollIntoView({ block: 'start' });
  }, [focusOnShow, order.id]);
  const delivery = isDelivery(order);
  return (
    <article
      aria-labelledby={titleId}
      className="@container scroll-mt-20 rounded-2xl bg-white p-4 shadow-card ring-1 ring-cream-200 sm:p-6"
    >
      {onBack && (
        <Button variant="ghost" size="sm" onClick={onBack} className="-mt-1 mb-3 -ml-2">
          <ArrowLeft aria-hidden="true" />
          Back to orders
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
              Order #{order.id}
            </h2>
            <DeskStatusBadge order={order} />
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-ink-700">
            <span>
              Placed <time dateTime={order.created_at}>{orderDateText(order.created_at, store)}</time>
            </span>
            <span aria-hidden="true">·</span>
            <span className="inline-flex items-center gap-1 font-semibold text-ink-900">
              {delivery ? (
                <Bike aria-hidden="true" className="size-4" />
              ) : (
                <ShoppingBag aria-hidden="true" className="size-4" />
              )}
              {delivery ? 'Delivery' : 'Pickup'}
            </span>
          </p>
        </div>
        <Link
          to={paths.admin.orderTicket.getHref(order.id)}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          <Printer aria-hidden="true" />
          Print ticket
        </Link>
      </header>

      <AnswerPanel order={order} store={store} />

      <div className="mt-5 grid gap-5 @xl:grid-cols-2">
        <Section title="Customer" icon={<User aria-hidden="true" className="size-4" />}>
          <p className="font-semibold text-ink-900">{order.customer_name || 'Not given'}</p>
          {order.phone ? (
            <a
              href={`tel:${order.phone.replace(/[^\d+]/g, '')}`}
              className="mt-1 inline-flex items-center gap-1.5 rounded-sm font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
            >
              <Phone aria-hidden="true" className="size-4" />
              {order.phone}
            </a>
          ) : (
            <p className="mt-1 text-ink-600">No phone number</p>
          )}
        </Section>
        <Section
          title={delivery ? 'Deliver to' : 'Collection'}
          icon={<MapPin aria-hidden="true" className="size-4" />}
        >
          {delivery ? (
            <>
              {order.address ? (
                <address className="text-ink-900 not-italic">
                  {order.address.line1}
                  {order.address.area && <>, {order.address.area}</>}
                  <br />
                  {[order.address.zip, order.address.city].filter(Boolean).join(' ')}
                </address>
              ) : (
                <p className="text-ink-600">No address given</p>
              )}
              <p className="mt-1 text-sm text-ink-700">
                Delivery postcode{' '}
                <strong className="font-bold tracking-wide text-ink-900">
                  {order.delivery_postcode ?? '—'}
                </strong>
              </p>
            </>
          ) : (
            <p className="text-ink-900">The customer collects the order at the counter.</p>
          )}
        </Section>
      </div>

      <Section title="Items" className="mt-5">
        <ul className="divide-y divide-cream-200">
          {order.items.map((item) => (
            <li key={item.id} className="flex gap-3 py-2.5 first:pt-0 last:pb-0">
              <span className="grid h-7 min-w-9 shrink-0 place-items-center rounded-lg bg-ink-900 px-1.5 text-sm font-bold text-white tabular-nums">
                {item.quantity}
                <span className="sr-only"> ×</span>
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink-900">{item.product_name}</span>
                {item.variant_name && <span className="block text-sm text-ink-700">{item.variant_name}</span>}
                {item.note && (
                  <span className="mt-1 block rounded-lg bg-saffron-200/60 px-2 py-1 text-sm text-ink-900">
                    <span className="font-semibold">Note:</span> {item.note}
                  </span>
                )}
              </span>
              <span className="shrink-0 text-sm font-semibold text-ink-900 tabular-nums">
                {money(item.line_total)}
              </span>
            </li>
          ))}
        </ul>
        {order.note && (
          <p className="mt-3 flex gap-2 rounded-xl bg-saffron-200/60 px-3 py-2.5 text-sm text-ink-900">
            <StickyNote aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <span className="font-semibold">Order note:</span> {order.note}
            </span>
          </p>
        )}
      </Section>

      <div className="mt-5 grid gap-5 @xl:grid-cols-2">
        <Section title="Totals">
          <dl className="space-y-1 text-sm">
            <Amount label="Subtotal" value={money(order.subtotal)} />
            <Amount
              label={order.discount_percent ? `Discount (${order.discount_percent} %)` : 'Discount'}
              value={order.discount ? `−${money(order.discount)}` : money(0)}
            />
            <Amount label="Delivery fee" value={money(order.delivery_fee)} />
            <Amount label="Total" value={money(order.total)} strong />
          </dl>
        </Section>
        <Section title="Payment">
          <p className="text-ink-900">{paymentText(order)}</p>
          <p className="mt-1 text-sm text-ink-700">
            Amount <span className="font-semibold tabular-nums">{money(order.payment.amount)}</span>
          </p>
        </Section>
      </div>
    </article>
  );
}

function Section({
  title,
  icon,
  className,
  children,
}: {
  title: string;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className}>
      <h3 className="mb-2 flex items-center gap-1.5 text-xs font-bold tracking-wide text-ink-700 uppercase">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

function Amount({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={cn(
        'flex justify-between gap-4',
        strong && 'mt-1.5 border-t border-cream-200 pt-1.5 text-base font-bold text-ink-900',
      )}
    >
      <dt className={strong ? undefined : 'text-ink-700'}>{label}</dt>
      <dd className="text-ink-900 tabular-nums">{value}</dd>
    </div>
  );
}

/** Accept or reject a pending order; move an accepted one on; or say how it ended. */
function AnswerPanel({ order, store }: { order: Order; store: Store | undefined }) {
  const [dialog, setDialog] = useState<'accept' | 'reject' | null>(null);
  const advance = useAdvanceFulfilment();
  const now = useNow(15_000);
  const actions = deskActions(order);

  const move = (status: Parameters<typeof advance.mutate>[0]['status']) =>
    advance.mutate(
      { id: order.id, status },
      {
        onSuccess: ({ msg }) => toast({ title: msg.replace(/^Order\b/, `Order #${order.id}`) }),
        onError: (error) =>
          toast({
            tone: 'error',
            title: failureMessage(error, 'The order could not be updated. Please try again.'),
          }),
      },
    );

  let body: ReactNode;
  if (actions.kind === 'answer') {
    const left = order.answer_deadline ? timeLeftText(order.answer_deadline, now) : null;
    const urgent =
      order.answer_deadline !== null &&
      new Date(order.answer_deadline).getTime() - now.getTime() < 3 * 60_000;
    body = (
      <>
        <p className="flex items-center gap-2 font-semibold text-ink-900">
          <Clock aria-hidden="true" className="size-5 shrink-0" />
          Waiting for your answer
        </p>
        {order.answer_deadline && (
          <p className={cn('mt-1 text-sm', urgent ? 'font-semibold text-danger-700' : 'text-ink-700')}>
            {left
              ? `Rejected automatically at ${timeText(order.answer_deadline, store)} (in ${left}) if nobody answers.`
              : 'The time to answer is up: the order is being rejected automatically.'}
          </p>
        )}
        <div className="mt-4 grid grid-cols-2 gap-3">
          <Button
            size="lg"
            onClick={() => setDialog('accept')}
            className="bg-herb-700 hover:bg-herb-700/90 active:bg-herb-700"
          >
            <Check aria-hidden="true" />
            Accept
          </Button>
          <Button
            size="lg"
            variant="secondary"
            onClick={() => setDialog('reject')}
            className="border-danger-700/40 text-danger-700 hover:border-danger-700 hover:bg-danger-50"
          >
            <X aria-hidden="true" />
            Reject
          </Button>
        </div>
      </>
    );
  } else if (order.approval_status === APPROVAL_STATUS.rejected) {
    body = (
      <>
        <p className="flex items-center gap-2 font-semibold text-danger-700">
          <CircleX aria-hidden="true" className="size-5 shrink-0" />
          {timedOut(order) ? 'Rejected automatically: nobody answered in time' : 'Rejected'}
          {order.answered_at && (
            <span className="font-normal text-ink-700">at {timeText(order.answered_at, store)}</span>
          )}
        </p>
        {order.reject_reason && (
          <p className="mt-1.5 text-sm text-ink-800">
            <span className="font-semibold">Reason given to the customer:</span> {order.reject_reason}
          </p>
        )}
      </>
    );
  } else {
    body = (
      <>
        <p className="flex flex-wrap items-center gap-x-2 font-semibold text-ink-900">
          <Clock aria-hidden="true" className="size-5 shrink-0" />
          {order.ready_at ? `Ready at about ${timeText(order.ready_at, store)}` : 'Accepted'}
          {order.answered_at && (
            <span className="text-sm font-normal text-ink-700">
              (accepted at {timeText(order.answered_at, store)})
            </span>
          )}
        </p>
        <div className="mt-3">
          <FulfilmentSteps order={order} />
        </div>
        {actions.kind === 'fulfil' && (
          <div className="mt-4 flex flex-wrap gap-3">
            <Button size="lg" disabled={advance.isPending} onClick={() => move(actions.next)}>
              {fulfilmentActionLabel(actions.next)}
            </Button>
            {actions.later.length > 0 && (
              <Button
                size="lg"
                variant="secondary"
                disabled={advance.isPending}
                onClick={() => move(actions.later[actions.later.length - 1]!)}
              >
                {fulfilmentActionLabel(actions.later[actions.later.length - 1]!)}
              </Button>
            )}
          </div>
        )}
        {actions.kind === 'none' && (
          <p className="mt-3 text-sm text-ink-700">This order is finished. Nothing left to do.</p>
        )}
      </>
    );
  }

  return (
    <div
      className={cn(
        'mt-4 rounded-2xl p-4',
        actions.kind === 'answer' ? 'bg-saffron-200/50 ring-1 ring-saffron-400/60' : 'bg-cream-100',
      )}
    >
      {body}
      <AcceptDialog
        order={dialog === 'accept' ? order : null}
        store={store}
        onClose={() => setDialog(null)}
      />
      <RejectDialog order={dialog === 'reject' ? order : null} onClose={() => setDialog(null)} />
    </div>
  );
}
