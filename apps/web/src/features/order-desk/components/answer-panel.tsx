import { APPROVAL_STATUS, type FulfilmentStatus, type Order, type Store } from '@food/contract';
import { Check, CircleX, Clock, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { timeText } from '@/features/orders/format.ts';
import { cn } from '@/lib/cn.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { timeLeftText } from '../answer.ts';
import { useAdvanceFulfilment } from '../api/order-actions.ts';
import {
  acceptedOnArrival,
  deskActions,
  fulfilmentActionLabel,
  timedOut,
  type DeskActions,
} from '../desk-status.ts';
import { useNow } from '../hooks/use-now.ts';
import { AcceptDialog } from './accept-dialog.tsx';
import { FulfilmentSteps } from './fulfilment-steps.tsx';
import { RejectDialog } from './reject-dialog.tsx';

type StoreProp = { store: Store | undefined };

/** Accept or reject a pending order; move an accepted one on; or say how it ended. */
export function AnswerPanel({ order, store }: { order: Order } & StoreProp) {
  const [dialog, setDialog] = useState<'accept' | 'reject' | null>(null);
  const actions = deskActions(order);

  return (
    <div
      className={cn(
        'mt-4 rounded-2xl p-4',
        actions.kind === 'answer' ? 'bg-saffron-200/50 ring-1 ring-saffron-400/60' : 'bg-cream-100',
      )}
    >
      {actions.kind === 'answer' ? (
        <AwaitingAnswer order={order} store={store} onAnswer={setDialog} />
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
  const now = useNow(15_000);
  const deadline = order.answer_deadline;
  const left = deadline ? timeLeftText(deadline, now) : null;
  const urgent = deadline !== null && new Date(deadline).getTime() - now.getTime() < URGENT_MS;
  return (
    <>
      <p className="flex items-center gap-2 font-semibold text-ink-900">
        <Clock aria-hidden="true" className="size-5 shrink-0" />
        Waiting for your answer
      </p>
      {deadline && (
        <p className={cn('mt-1 text-sm', urgent ? 'font-semibold text-danger-700' : 'text-ink-700')}>
          {left
            ? `Rejected automatically at ${timeText(deadline, store)} (in ${left}) if nobody answers.`
            : 'The time to answer is up: the order is being rejected automatically.'}
        </p>
      )}
      <div className="mt-4 grid grid-cols-2 gap-3">
        <Button
          size="lg"
          onClick={() => onAnswer('accept')}
          className="bg-herb-700 hover:bg-herb-700/90 active:bg-herb-700"
        >
          <Check aria-hidden="true" />
          Accept
        </Button>
        <Button
          size="lg"
          variant="secondary"
          onClick={() => onAnswer('reject')}
          className="border-danger-700/40 text-danger-700 hover:border-danger-700 hover:bg-danger-50"
        >
          <X aria-hidden="true" />
          Reject
        </Button>
      </div>
    </>
  );
}

function RejectedOutcome({ order, store }: { order: Order } & StoreProp) {
  return (
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
}

/** The ready time, the kitchen steps so far, and the buttons to the next step and to the last one. */
function AcceptedProgress({
  order,
  store,
  actions,
}: { order: Order; actions: Exclude<DeskActions, { kind: 'answer' }> } & StoreProp) {
  const advance = useAdvanceFulfilment();
  const move = (status: FulfilmentStatus) =>
    advance.mutate(
      { id: order.id, status },
      {
        onSuccess: ({ msg }) => toast({ title: msg.replace(/^Order\b/, `Order #${order.number}`) }),
        onError: (error) =>
          toast({
            tone: 'error',
            title: failureMessage(error, 'The order could not be updated. Please try again.'),
          }),
      },
    );
  const last = actions.kind === 'fulfil' ? actions.later.at(-1) : undefined;

  return (
    <>
      <p className="flex flex-wrap items-center gap-x-2 font-semibold text-ink-900">
        <Clock aria-hidden="true" className="size-5 shrink-0" />
        {order.ready_at ? `Ready at about ${timeText(order.ready_at, store)}` : 'Accepted'}
        {order.answered_at && (
          <span className="text-sm font-normal text-ink-700">
            {acceptedOnArrival(order)
              ? `(accepted automatically at ${timeText(order.answered_at, store)})`
              : `(accepted at ${timeText(order.answered_at, store)})`}
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
          {last && (
            <Button size="lg" variant="secondary" disabled={advance.isPending} onClick={() => move(last)}>
              {fulfilmentActionLabel(last)}
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
