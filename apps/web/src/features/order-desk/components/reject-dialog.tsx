import { REJECT_REASON_MAX, type Order } from '@food/contract';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { ChoiceGroup } from '@/components/ui/choice-group.tsx';
import { Modal, ModalActions } from '@/components/ui/modal.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { rejectReasonLabel } from '@/features/orders/reject-reason.ts';
import { cn } from '@/lib/cn.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import {
  OTHER_REASON,
  orderProductNames,
  productIdsNamed,
  rejectAnswer,
  rejectReasonChoices,
} from '../answer.ts';
import { useAnswerOrder } from '../api/order-actions.ts';

/**
 * The usual reasons that fit the order, then a reason of one's own. Each usual reason reads in the
 * desk's language; its value is its code, which the customer reads in theirs.
 */
const reasonsFor = (order: Order, intl: IntlShape) => [
  ...rejectReasonChoices(order.order_type).map((reason) => ({
    value: reason,
    label: rejectReasonLabel(reason, intl),
  })),
  {
    value: OTHER_REASON,
    label: intl.formatMessage({ id: 'desk.answer.reject.other' }),
    description: intl.formatMessage({ id: 'desk.answer.reject.other_hint' }),
  },
];

/** Reject a pending order with a reason the customer reads at once: one of the usual ones, or free text. */
export function RejectDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Modal
      open={order !== null}
      onOpenChange={(open) => !open && onClose()}
      title={
        order
          ? intl.formatMessage({ id: 'desk.answer.reject.title' }, { number: String(order.number) })
          : intl.formatMessage({ id: 'desk.answer.reject.title_plain' })
      }
      description={intl.formatMessage({ id: 'desk.answer.reject.description' })}
    >
      {order && <RejectForm order={order} onClose={onClose} />}
    </Modal>
  );
}

function RejectForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const intl = useIntl();
  const answer = useAnswerOrder();
  const reasons = reasonsFor(order, intl);
  const products = orderProductNames(order);
  const [choice, setChoice] = useState<string>(reasons[0]!.value);
  const [text, setText] = useState('');
  // An order of one product can only have that one sold out.
  const [soldOut, setSoldOut] = useState<string[]>(products.length === 1 ? products : []);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = rejectAnswer(
      choice,
      text,
      REJECT_REASON_MAX,
      soldOut,
      productIdsNamed(order, soldOut),
      intl,
    );
    if (!result.ok) {
      setError(result.error);
      return;
    }
    answer.mutate(
      { id: order.id, answer: result.body },
      {
        onSuccess: () => {
          toast({
            title: intl.formatMessage({ id: 'desk.answer.reject.done' }, { number: String(order.number) }),
            description: intl.formatMessage({ id: 'desk.answer.reject.done_told' }),
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
          title={failureMessage(answer.error, intl.formatMessage({ id: 'desk.answer.reject.failed' }))}
        />
      )}
      <ChoiceGroup
        label={intl.formatMessage({ id: 'desk.answer.reject.reason' })}
        name={`reject-${order.id}`}
        value={choice}
        onChange={(value) => {
          setChoice(value);
          setError(undefined);
        }}
        options={reasons}
        // Sentences need more room than the kit's three columns give them.
        className="sm:[&>div]:grid-cols-2"
        error={choice === OTHER_REASON || choice === 'sold_out' ? undefined : error}
      />
      {choice === 'sold_out' && (
        <fieldset
          className="space-y-2"
          aria-describedby={error ? `reject-${order.id}-sold-out-error` : undefined}
        >
          <legend className="mb-2 text-sm font-semibold text-ink-900">
            <FormattedMessage id="desk.answer.reject.sold_out_legend" />
          </legend>
          {products.map((name) => (
            <Checkbox
              key={name}
              label={name}
              checked={soldOut.includes(name)}
              onChange={(event) => {
                const { checked } = event.target;
                setSoldOut((names) =>
                  products.filter((product) => (product === name ? checked : names.includes(product))),
                );
                setError(undefined);
              }}
            />
          ))}
          {error && (
            <p id={`reject-${order.id}-sold-out-error`} className="text-sm font-medium text-danger-700">
              {error}
            </p>
          )}
        </fieldset>
      )}
      {choice === OTHER_REASON && (
        <TextAreaField
          label={intl.formatMessage({ id: 'desk.answer.reject.other_field' })}
          required
          value={text}
          maxLength={REJECT_REASON_MAX}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
          hint={intl.formatMessage(
            { id: 'desk.answer.reject.other_count' },
            { count: text.trim().length, max: REJECT_REASON_MAX },
          )}
          error={error}
        />
      )}
      <ModalActions>
        <Button variant="secondary" onClick={onClose}>
          <FormattedMessage id="desk.answer.cancel" />
        </Button>
        <Button
          type="submit"
          disabled={answer.isPending || answer.isSuccess}
          className={cn('bg-danger-700 hover:bg-danger-700/90 active:bg-danger-700')}
        >
          <FormattedMessage
            id={answer.isPending ? 'desk.answer.reject.submitting' : 'desk.answer.reject.submit'}
          />
        </Button>
      </ModalActions>
    </form>
  );
}
