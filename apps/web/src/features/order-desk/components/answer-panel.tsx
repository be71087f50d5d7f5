import { APPROVAL_STATUS, type FulfilmentStatus, type Order, type Store } from '@food/contract';
import { Check, CircleX, Clock, X } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { timeText } from '@/features/orders/format.ts';
import { rejectReasonText } from '@/features/orders/reject-reason.ts';
import { cn } from '@/lib/cn.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { timeLeftText } from '../answer.ts';
import { useAdvanceFulfilment } from '../api/order-actions.ts';
import { acceptedOnArrival, deskActions, timedOut, type DeskActions } from '../desk-status.ts';
import { useNow } from '@/lib/use-now.ts';
import { useStoreClock, type StoreClock } from '../store-clock.ts';
import { AcceptDialog } from './accept-dialog.tsx';
import { FulfilmentSteps } from './fulfilment-steps.tsx';
import { RejectDialog } from './reject-dialog.tsx';

type StoreProp = { store: StoreClock | undefined };

/** Accept or reject a pending order; move an accepted one on; or say how it ended. */
export function AnswerPanel({ order, store: storeData }: { order: Order; store: Store | undefined }) {
  const [dialog, setDialog] = useState<'accept' | 'reject' | null>(null);
  const actions = deskActions(order);
  const store = useStoreClock(storeData);

  return (
    <div
      className={cn(
        'mt-4 rounded-2xl p-4',
        actions.kind === 'answer' ? 'bg-saffron-200/50 ring-1 ring-saffron-400/60' : 'bg-cream-100',
      )}
    >
      {actions.kind === 'answer' ? (
        <AwaitingAnswer order={order} store={store} onAnswer={setDialog} />
      ) : order.approval_status === APPROVAL_STATUS.cancelled ? (
        <p className="flex items-center gap-2 font-semibold text-danger-700">
          <CircleX aria-hidden="true" className="size-5 shrink-0" />
          <FormattedMessage id="desk.answer.cancelled" />
        </p>
      ) : order.approval_status === APPROVAL_STATUS.rejected ? (
        <RejectedOutcome order={order} store={store} />
      ) : (
        <AcceptedProgress order={order} store={store} actions={actions} />
      )}
      <AcceptDialog
        order={dialog === 'accept' ? order : null}
        store={store}
        onClose={() => setDialog(null)}
      />
      <RejectDialog order={dialog === 'reject' ? order : null} onClose={() => setDialog(null)} />
    </div>
  );
}

/** Three minutes before the automatic rejection, the deadline turns red. */
const URGENT_MS = 3 * 60_000;

function AwaitingAnswer({
  order,
  store,
  onAnswer,
}: { order: Order; onAnswer: (answer: 'accept' | 'reject') => void } & StoreProp) {
  const intl = useIntl();
  const now = useNow(15_000);
  const deadline = order.answer_deadline;
  const left = deadline ? timeLeftText(deadline, now, intl) : null;
  const urgent = deadline !== null && new Date(deadline).getTime() - now.getTime() < URGENT_MS;
  return (
    <>
      <p className="flex items-center gap-2 font-semibold text-ink-900">
        <Clock aria-hidden="true" className="size-5 shrink-0" />
        <FormattedMessage id="desk.answer.waiting" />
      </p>
      {deadline && (
        <p className={cn('mt-1 text-sm', urgent ? 'font-semibold text-danger-700' : 'text-ink-700')}>
          {left
            ? intl.formatMessage({ id: 'desk.answer.deadline' }, { time: timeText(deadline, store), left })
            : intl.formatMessage({ id: 'desk.answer.deadline_passed' })}
        </p>
      )}
      <div className="mt-4 grid grid-cols-2 gap-3">
        <Button
          size="lg"
          onClick={() => onAnswer('accept')}
          className="bg-herb-700 hover:bg-herb-700/90 active:bg-herb-700"
        >
          <Check aria-hidden="true" />
          <FormattedMessage id="desk.answer.accept" />
        </Button>
        <Button
          size="lg"
          variant="secondary"
          onClick={() => onAnswer('reject')}
          className="border-danger-700/40 text-danger-700 hover:border-danger-700 hover:bg-danger-50"
        >
          <X aria-hidden="true" />
          <FormattedMessage id="desk.answer.reject" />
        </Button>
      </div>
    </>
  );
}

function RejectedOutcome({ order, store }: { order: Order } & StoreProp) {
  const intl = useIntl();
  const timeout = timedOut(order);
  const reason = rejectReasonText(order, intl);
  return (
    <>
      <p className="flex items-center gap-2 font-semibold text-danger-700">
        <CircleX aria-hidden="true" className="size-5 shrink-0" />
        {order.answered_at ? (
          <FormattedMessage
            id={timeout ? 'desk.answer.rejected_timeout_at' : 'desk.answer.rejected_at'}
            values={{
              time: timeText(order.answered_at, store),
              muted: (chunks) => <span className="font-normal text-ink-700">{chunks}</span>,
            }}
          />
        ) : (
          <FormattedMessage id={timeout ? 'desk.answer.rejected_timeout' : 'desk.answer.rejected'} />
        )}
      </p>
      {reason && (
        <p className="mt-1.5 text-sm text-ink-800">
          <FormattedMessage
            id="desk.answer.reason"
            values={{
              // A usual reason is stored as its code, and read here in the desk's language.
              reason,
              b: (chunks) => <span className="font-semibold">{chunks}</span>,
            }}
          />
        </p>
      )}
    </>
  );
}

/** The ready time, the kitchen steps so far, and the buttons to the next step and to the last one. */
function AcceptedProgress({
  order,
  store,
  actions,
}: { order: Order; actions: Exclude<DeskActions, { kind: 'answer' }> } & StoreProp) {
  const intl = useIntl();
  const advance = useAdvanceFulfilment();
  const move = (status: FulfilmentStatus) =>
    advance.mutate(
      { id: order.id, status },
      {
        onSuccess: () =>
          toast({
            title: intl.formatMessage(
              { id: `desk.answer.moved.${status}` },
              { number: String(order.number) },
            ),
          }),
        onError: (error) =>
          toast({
            tone: 'error',
            title: failureMessage(error, intl.formatMessage({ id: 'desk.answer.update_failed' })),
          }),
      },
    );
  const last = actions.kind === 'fulfil' ? actions.later.at(-1) : undefined;

  return (
    <>
      <p className="flex flex-wrap items-center gap-x-2 font-semibold text-ink-900">
        <Clock aria-hidden="true" className="size-5 shrink-0" />
        {order.ready_at
          ? intl.formatMessage(
              { id: 'desk.answer.ready_at_about' },
              { time: timeText(order.ready_at, store) },
            )
          : intl.formatMessage({ id: 'desk.answer.accepted' })}
        {order.answered_at && (
          <span className="text-sm font-normal text-ink-700">
            {intl.formatMessage(
              {
                id: acceptedOnArrival(order)
                  ? 'desk.answer.accepted_automatically_at'
                  : 'desk.answer.accepted_at',
              },
              { time: timeText(order.answered_at, store) },
            )}
          </span>
        )}
      </p>
      <div className="mt-3">
        <FulfilmentSteps order={order} />
      </div>
      {actions.kind === 'fulfil' && (
        <div className="mt-4 flex flex-wrap gap-3">
          <Button size="lg" disabled={advance.isPending} onClick={() => move(actions.next)}>
            <FormattedMessage id={`desk.answer.action.${actions.next}`} />
          </Button>
          {last && (
            <Button size="lg" variant="secondary" disabled={advance.isPending} onClick={() => move(last)}>
              <FormattedMessage id={`desk.answer.action.${last}`} />
            </Button>
          )}
        </div>
      )}
      {actions.kind === 'none' && (
        <p className="mt-3 text-sm text-ink-700">
          <FormattedMessage id="desk.answer.finished" />
        </p>
      )}
    </>
  );
}
