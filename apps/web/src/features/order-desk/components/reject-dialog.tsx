import { REJECT_REASON_CHOICES, REJECT_REASON_MAX, type Order } from '@food/contract';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ChoiceGroup } from '@/components/ui/choice-group.tsx';
import { Modal, ModalActions } from '@/components/ui/modal.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { cn } from '@/lib/cn.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { OTHER_REASON, rejectAnswer } from '../answer.ts';
import { useAnswerOrder } from '../api/order-actions.ts';

const REASONS = [
  ...REJECT_REASON_CHOICES.map((reason) => ({ value: reason as string, label: reason })),
  { value: OTHER_REASON, label: 'Other reason', description: 'Write it yourself' },
];

/** Reject a pending order with a reason the customer reads at once: one of the usual ones, or free text. */
export function RejectDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  return (
    <Modal
      open={order !== null}
      onOpenChange={(open) => !open && onClose()}
      title={order ? `Reject order #${order.id}` : 'Reject order'}
      description="The customer reads the reason at once. Nothing has been charged."
    >
      {order && <RejectForm order={order} onClose={onClose} />}
    </Modal>
  );
}

function RejectForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const answer = useAnswerOrder();
  const [choice, setChoice] = useState<string>(REJECT_REASON_CHOICES[0]);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = rejectAnswer(choice, text, REJECT_REASON_MAX);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    answer.mutate(
      { id: order.id, answer: result.body },
      {
        onSuccess: () => {
          toast({ title: `Order #${order.id} rejected`, description: 'The customer has been told why.' });
          onClose();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {answer.error && (
        <ErrorAlert
          title={failureMessage(answer.error, 'The order could not be rejected. Please try again.')}
        />
      )}
      <ChoiceGroup
        label="Reason"
        name={`reject-${order.id}`}
        value={choice}
        onChange={(value) => {
          setChoice(value);
          setError(undefined);
        }}
        options={REASONS}
        // Sentences need more room than the kit's three columns give them.
        className="sm:[&>div]:grid-cols-2"
        error={choice === OTHER_REASON ? undefined : error}
      />
      {choice === OTHER_REASON && (
        <TextAreaField
          label="Reason for the customer"
          required
          value={text}
          maxLength={REJECT_REASON_MAX}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
          hint={`${text.trim().length} of ${REJECT_REASON_MAX} characters`}
          error={error}
        />
      )}
      <ModalActions>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={answer.isPending || answer.isSuccess}
          className={cn('bg-danger-700 hover:bg-danger-700/90 active:bg-danger-700')}
        >
          {answer.isPending ? 'Rejecting...' : 'Reject order'}
        </Button>
      </ModalActions>
    </form>
  );
}
