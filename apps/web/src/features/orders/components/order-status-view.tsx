import type { Order } from '@food/contract';
import { Ban, CalendarClock, CircleCheck, CircleX, House, PencilLine, WifiOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { paths } from '@/config/paths.ts';
import { StorePhone } from '@/features/store/components/store-phone.tsx';
import { useCountdown } from '@/hooks/use-countdown.ts';
import { cn } from '@/lib/cn.ts';
import { readyText, scheduledText } from '../format.ts';
import { statusView } from '../order-status.ts';
import { paymentNote } from '../payment-note.ts';
import { rejectReasonText } from '../reject-reason.ts';
import { CancelOrder } from './cancel-order.tsx';
import { OrderProgress } from './order-progress.tsx';
import { ReceiptButton } from './receipt-button.tsx';

/** Seconds the answer stays on screen before the customer is taken back to the menu (spec §9). */
const RESULT_COUNTDOWN_SECONDS = 30;

type OrderStatusViewProps = {
  orderNumber: number;
  status: number;
  /** The order as last read, for the restaurant's ready time or reason. */
  order: Order | undefined;
  /** The store's time zone, with the locale to write times in (useFormatLocale), and its phone number. */
  store: { locale: string; timezone: string; phone?: string | null } | undefined;
  /** The order socket is down and reconnecting: an answer may come late (issue 15). */
  connectionLost: boolean;
  /**
   * Placed in this tab a moment ago: an acceptance counts down 30 seconds and then goes home. An order
   * opened by its link (the e-mail's) stays until the customer leaves it.
   */
  countdown: boolean;
  /** The end of the journey: empty the cart and go to the menu (spec §4). */
  onFinish: () => void;
  /** A rejected order's way back: its cart without what is sold out, to change and order again. */
  onEdit: () => void;
};

/**
 * The waiting view after placing an order (spec §2): pending, then accepted or rejected as soon as the
 * restaurant answers, then each kitchen step as the restaurant takes it (issue 44). Right after placing,
 * an acceptance counts down 30 seconds and then goes home, as Home does at once; a
 * rejection waits for the customer, who edits the order (the cart without what is sold out) or goes
 * Home (issue 15). While it waits, the customer may cancel an order placed by mistake (after one
 * confirming step); a cancelled order waits for Home. While waiting and once rejected, the restaurant's
 * phone number is there for questions. An order for a later slot says when, whatever its answer
 * (issue 13). While the order socket is down it says so, in a live region of its own that is always
 * there, so that the loss is announced too.
 */
export function OrderStatusView({
  orderNumber,
  status,
  order,
  store,
  connectionLost,
  countdown,
  onFinish,
  onEdit,
}: OrderStatusViewProps) {
  const intl = useIntl();
  const view = statusView(status);
  const answered = view !== 'pending';
  const counting = countdown && view === 'accepted';
  const left = useCountdown(RESULT_COUNTDOWN_SECONDS, { running: counting, onDone: onFinish });
  // The kitchen's step the accepted order is at, if it has taken one.
  const step = view === 'accepted' ? (order?.fulfilment_status ?? null) : null;
  const reason = order && rejectReasonText(order, intl);
  const [now] = useState(Date.now);
  const scheduled = order ? scheduledText(order, now, store, intl) : null;
  // A scheduled order is ready at its slot: the time is said once.
  const ready =
    order?.ready_at && order.ready_at !== order.scheduled_for
      ? readyText(order, order.ready_at, store, intl)
      : null;

  return (
    <div className="flex flex-col items-center py-4 text-center sm:py-8">
      {/* Only this part changes with the status, so that screen readers announce the answer once. */}
      <div role="status" aria-live="polite" className="flex flex-col items-center">
        {view === 'pending' ? (
          <Pending orderNumber={orderNumber} scheduled={scheduled} />
        ) : view === 'cancelled' ? (
          <Result
            tone="neutral"
            title={intl.formatMessage({ id: 'orders.waiting.cancelled_title' })}
            icon={<Ban aria-hidden="true" className="size-9" />}
          >
            <p className="text-ink-700">
              {intl.formatMessage({ id: 'orders.waiting.cancelled' }, { number: orderNumber })}
            </p>
            <p className="mt-3 max-w-sm text-sm text-ink-600">
              {paymentNote(order, view, store?.locale, intl)}
            </p>
          </Result>
        ) : view === 'accepted' ? (
          <Result
            tone="success"
            title={intl.formatMessage({
              id: step ? `orders.waiting.step.${step}` : 'orders.waiting.accepted_title',
            })}
            icon={<CircleCheck aria-hidden="true" className="size-9" />}
          >
            <p className="text-lg font-semibold text-ink-900">
              {intl.formatMessage({ id: 'orders.waiting.thanks' })}
            </p>
            <p className="mt-1 text-ink-700">
              <FormattedMessage
                id="orders.waiting.order_number"
                values={{
                  number: orderNumber,
                  strong: (chunks) => <strong className="font-bold text-ink-900">{chunks}</strong>,
                }}
              />
            </p>
            {scheduled && <ScheduledFor text={scheduled} />}
            {ready && (
              <p className="mt-3 rounded-full bg-herb-50 px-4 py-1.5 text-sm font-semibold text-herb-700">
                {ready}
              </p>
            )}
            {order && <OrderProgress order={order} />}
            <p className="mt-3 max-w-sm text-sm text-ink-600">
              {paymentNote(order, view, store?.locale, intl)}
            </p>
          </Result>
        ) : (
          <Result
            tone="danger"
            title={intl.formatMessage({ id: 'orders.waiting.rejected_title' })}
            icon={<CircleX aria-hidden="true" className="size-9" />}
          >
            <p className="text-ink-700">
              {intl.formatMessage({ id: 'orders.waiting.rejected' }, { number: orderNumber })}
            </p>
            {reason && (
              <p className="mt-3 max-w-sm rounded-xl bg-cream-100 px-4 py-2.5 text-sm text-ink-800">
                <FormattedMessage
                  id="orders.reject.reason"
                  values={{
                    reason,
                    strong: (chunks) => <span className="font-semibold">{chunks}</span>,
                  }}
                />
              </p>
            )}
            <p className="mt-3 max-w-sm text-sm text-ink-600">
              {paymentNote(order, view, store?.locale, intl)}
            </p>
          </Result>
        )}
      </div>

      <div role="status">
        {connectionLost && (
          <p className="mt-5 inline-flex max-w-full items-center gap-1.5 rounded-2xl bg-cream-100 px-3 py-1.5 text-sm font-semibold text-balance text-ink-800 ring-1 ring-ink-700/20">
            <WifiOff aria-hidden="true" className="size-4 shrink-0" />
            {intl.formatMessage({ id: 'orders.waiting.connection_lost' })}
          </p>
        )}
      </div>

      {view === 'pending' && order && (
        <div className="mt-6">
          <CancelOrder orderId={order.id} orderNumber={orderNumber} />
        </div>
      )}
      {(view === 'pending' || view === 'rejected') && (
        <StorePhone phone={store?.phone} className="mt-5 text-sm text-ink-700" />
      )}

      {answered && (
        <div className="mt-7 flex flex-col items-center gap-2.5">
          {view === 'rejected' && (
            <Button size="lg" onClick={onEdit}>
              <PencilLine aria-hidden="true" />
              {intl.formatMessage({ id: 'orders.waiting.edit' })}
            </Button>
          )}
          <Link
            to={paths.home.getHref()}
            onClick={(event) => {
              // One navigation, the journey's own (it empties the cart first).
              event.preventDefault();
              onFinish();
            }}
            className={buttonClasses({ size: 'lg', variant: view === 'rejected' ? 'secondary' : 'primary' })}
          >
            <House aria-hidden="true" />
            {intl.formatMessage({ id: 'orders.waiting.home' })}
          </Link>
          {view === 'accepted' && order && <ReceiptButton order={{ id: order.id, number: orderNumber }} />}
          {counting && (
            <p className="text-sm text-ink-600 tabular-nums">
              {intl.formatMessage({ id: 'orders.waiting.back_in' }, { seconds: left })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/** When a scheduled order is for, the thing its customer needs to remember. */
function ScheduledFor({ text }: { text: string }) {
  return (
    <p className="mt-4 inline-flex items-center gap-2 rounded-2xl bg-brand-50 px-4 py-2.5 text-lg font-bold text-brand-800 ring-1 ring-brand-600/25">
      <CalendarClock aria-hidden="true" className="size-5 shrink-0" />
      {text}
    </p>
  );
}

function Pending({ orderNumber, scheduled }: { orderNumber: number; scheduled: string | null }) {
  const intl = useIntl();
  return (
    <>
      <span className="mb-5 grid size-20 place-items-center rounded-full bg-brand-50 text-brand-600">
        <Spinner className="size-10" />
      </span>
      <h2 className="font-display text-2xl font-bold text-ink-900">
        {intl.formatMessage({ id: 'orders.waiting.title' })}
      </h2>
      <p className="mt-2 text-ink-700">
        {intl.formatMessage({ id: 'orders.waiting.processing' }, { number: orderNumber })}
      </p>
      {scheduled && <ScheduledFor text={scheduled} />}
      <p className="mt-4 max-w-sm text-sm text-ink-600">
        {intl.formatMessage({ id: 'orders.waiting.no_reload' })}
      </p>
    </>
  );
}

function Result({
  tone,
  title,
  icon,
  children,
}: {
  tone: 'success' | 'danger' | 'neutral';
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <span
        className={cn(
          'mb-5 grid size-20 place-items-center rounded-full',
          tone === 'success' && 'bg-herb-50 text-herb-700',
          tone === 'danger' && 'bg-danger-50 text-danger-700',
          tone === 'neutral' && 'bg-cream-100 text-ink-700',
        )}
      >
        {icon}
      </span>
      <h2 className="font-display text-2xl font-bold text-ink-900">{title}</h2>
      <div className="mt-2 flex flex-col items-center">{children}</div>
    </>
  );
}
