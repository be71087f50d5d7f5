import { DEFAULT_READY_IN_MINUTES, type Order } from '@food/contract';
import { CalendarClock, CircleCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ChoiceGroup } from '@/components/ui/choice-group.tsx';
import { Modal, ModalActions } from '@/components/ui/modal.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { timeText } from '@/features/orders/format.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { acceptAnswer, defaultReadyChoice, readyAtSlot, readyChoices, type ReadyChoice } from '../answer.ts';
import { useAnswerOrder } from '../api/order-actions.ts';
import { usePrepMinutes } from '../api/store-settings.ts';
import { useNow } from '@/lib/use-now.ts';
import { slotText } from '../slot-time.ts';
import type { StoreClock } from '../store-clock.ts';

type AcceptDialogProps = {
  order: Order | null;
  /** With the locale to write times in (`useStoreClock`). */
  store: StoreClock | undefined;
  onClose: () => void;
};

/**
 * Accept a pending order with an estimated ready time: the slot a scheduled order is for, minutes from
 * now (the store's preparation time unless changed), or a time of the store's day.
 */
export function AcceptDialog({ order, store, onClose }: AcceptDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      open={order !== null}
      onOpenChange={(open) => !open && onClose()}
      title={
        order
          ? intl.formatMessage({ id: 'desk.answer.accept.title' }, { number: String(order.number) })
          : intl.formatMessage({ id: 'desk.answer.accept.title_plain' })
      }
      description={intl.formatMessage({ id: 'desk.answer.accept.description' })}
    >
      {order && <AcceptForm order={order} store={store} onClose={onClose} />}
    </Modal>
  );
}

function AcceptForm({
  order,
  store,
  onClose,
}: {
  order: Order;
  store: StoreClock | undefined;
  onClose: () => void;
}) {
  const intl = useIntl();
  const answer = useAnswerOrder();
  const now = useNow(10_000);
  const prepMinutes = usePrepMinutes(order.store_id) ?? DEFAULT_READY_IN_MINUTES;
  const slot = readyAtSlot(order.scheduled_for, now);
  const choices = readyChoices(prepMinutes, slot !== null, intl);
  // Untouched, the choice follows the default: the settings may arrive after the dialog opened.
  const [picked, setPicked] = useState<ReadyChoice | null>(null);
  const choice =
    picked && choices.some(({ value }) => value === picked) ? picked : defaultReadyChoice(prepMinutes, slot);
  const [clock, setClock] = useState('');
  const [clockError, setClockError] = useState<string | undefined>();
  const timeZone = store?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const preview = acceptAnswer(choice, clock, now, timeZone, slot, intl);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = acceptAnswer(choice, clock, new Date(), timeZone, slot, intl);
    if (!result.ok) {
      setClockError(result.error);
      return;
    }
    answer.mutate(
      { id: order.id, answer: result.body },
      {
        onSuccess: ({ data }) => {
          toast({
            title: intl.formatMessage({ id: 'desk.answer.accept.done' }, { number: String(order.number) }),
            description: data.ready_at
              ? intl.formatMessage(
                  { id: 'desk.answer.accept.done_ready' },
                  { time: timeText(data.ready_at, store) },
                )
              : undefined,
          });
          onClose();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {answer.error && (
        <ErrorAlert
          title={failureMessage(answer.error, intl.formatMessage({ id: 'desk.answer.accept.failed' }))}
        />
      )}
      {order.scheduled_for && (
        <p className="flex items-center gap-2 rounded-xl bg-cream-100 px-4 py-3 font-semibold text-ink-900 ring-1 ring-cream-300">
          <CalendarClock aria-hidden="true" className="size-5 shrink-0" />
          {intl.formatMessage(
            { id: 'desk.answer.accept.ordered_for' },
            { when: slotText(order.scheduled_for, now, store) },
          )}
        </p>
      )}
      <ChoiceGroup
        label={intl.formatMessage({ id: 'desk.answer.accept.ready_time' })}
        name={`ready-${order.id}`}
        value={choice}
        onChange={(value) => {
          setPicked(value);
          setClockError(undefined);
        }}
        options={choices}
        // Short labels: two columns on a phone, three above.
        className="[&>div]:grid-cols-2 sm:[&>div]:grid-cols-3"
      />
      {choice === 'time' && (
        <TextField
          label={intl.formatMessage({ id: 'desk.answer.accept.ready_at' })}
          type="time"
          required
          value={clock}
          onChange={(event) => {
            setClock(event.target.value);
            setClockError(undefined);
          }}
          hint={intl.formatMessage({ id: 'desk.answer.accept.ready_at_hint' })}
          error={clockError}
        />
      )}
      <p
        className="flex items-center gap-2 rounded-xl bg-herb-50 px-4 py-3 text-sm font-semibold text-herb-700"
        aria-live="polite"
      >
        <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
        {preview.ok
          ? intl.formatMessage(
              { id: 'desk.answer.accept.preview' },
              { time: timeText(preview.readyAt.toISOString(), store) },
            )
          : intl.formatMessage({ id: 'desk.answer.accept.preview_missing' })}
      </p>
      <ModalActions>
        <Button variant="secondary" onClick={onClose}>
          <FormattedMessage id="desk.answer.cancel" />
        </Button>
        <Button type="submit" disabled={answer.isPending || answer.isSuccess}>
          <FormattedMessage
            id={answer.isPending ? 'desk.answer.accept.submitting' : 'desk.answer.accept.submit'}
          />
        </Button>
      </ModalActions>
    </form>
  );
}
