import { DEFAULT_READY_IN_MINUTES, type Order } from '@food/contract';
import { CalendarClock, CircleCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
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
import { useNow } from '../hooks/use-now.ts';
import { slotText } from '../slot-time.ts';

type StoreClock = { locale: string; timezone: string };

type AcceptDialogProps = {
  order: Order | null;
  store: StoreClock | undefined;
  onClose: () => void;
};

/**
 * Accept a pending order with an estimated ready time: the slot a scheduled order is for, minutes from
 * now (the store's preparation time unless changed), or a time of the store's day.
 */
export function AcceptDialog({ order, store, onClose }: AcceptDialogProps) {
  return (
    <Modal
      open={order !== null}
      onOpenChange={(open) => !open && onClose()}
      title={order ? `Accept order #${order.number}` : 'Accept order'}
      description="Tell the customer when the order will be ready. They see it at once."
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
  const answer = useAnswerOrder();
  const now = useNow(10_000);
  const prepMinutes = usePrepMinutes(order.store_id) ?? DEFAULT_READY_IN_MINUTES;
  const slot = readyAtSlot(order.scheduled_for, now);
  const choices = readyChoices(prepMinutes, slot !== null);
  // Untouched, the choice follows the default: the settings may arrive after the dialog opened.
  const [picked, setPicked] = useState<ReadyChoice | null>(null);
  const choice =
    picked && choices.some(({ value }) => value === picked) ? picked : defaultReadyChoice(prepMinutes, slot);
  const [clock, setClock] = useState('');
  const [clockError, setClockError] = useState<string | undefined>();
  const timeZone = store?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const preview = acceptAnswer(choice, clock, now, timeZone, slot);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = acceptAnswer(choice, clock, new Date(), timeZone, slot);
    if (!result.ok) {
      setClockError(result.error);
      return;
    }
    answer.mutate(
      { id: order.id, answer: result.body },
      {
        onSuccess: ({ data }) => {
          toast({
            title: `Order #${order.number} accepted`,
            description: data.ready_at ? `Ready at about ${timeText(data.ready_at, store)}.` : undefined,
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
          title={failureMessage(answer.error, 'The order could not be accepted. Please try again.')}
        />
      )}
      {order.scheduled_for && (
        <p className="flex items-center gap-2 rounded-xl bg-cream-100 px-4 py-3 font-semibold text-ink-900 ring-1 ring-cream-300">
          <CalendarClock aria-hidden="true" className="size-5 shrink-0" />
          {`Ordered for ${slotText(order.scheduled_for, now, store)}`}
        </p>
      )}
      <ChoiceGroup
        label="Ready time"
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
          label="Ready at"
          type="time"
          required
          value={clock}
          onChange={(event) => {
            setClock(event.target.value);
            setClockError(undefined);
          }}
          hint="The restaurant's time; a time that has passed today means tomorrow."
          error={clockError}
        />
      )}
      <p
        className="flex items-center gap-2 rounded-xl bg-herb-50 px-4 py-3 text-sm font-semibold text-herb-700"
        aria-live="polite"
      >
        <CircleCheck aria-hidden="true" className="size-5 shrink-0" />
        {preview.ok
          ? `The customer will read: ready at about ${timeText(preview.readyAt.toISOString(), store)}.`
          : 'Enter the time to see what the customer will read.'}
      </p>
      <ModalActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={answer.isPending || answer.isSuccess}>
          {answer.isPending ? 'Accepting...' : 'Accept order'}
        </Button>
      </ModalActions>
    </form>
  );
}
