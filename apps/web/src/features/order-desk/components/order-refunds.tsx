import type { Order } from '@food/contract';
import { toMinor } from '@food/money';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DecimalField } from '@/components/ui/decimal-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { toastSuccess } from '@/components/ui/toast.tsx';
import { failureMessage } from '@/lib/form-errors.ts';
import { useRefundOrder } from '../api/order-actions.ts';
import { RefundConfirm } from './refund-confirm.tsx';

type Money = (amount: number) => string;

const REFUND_LINE = {
  succeeded: 'desk.order.refund.line',
  pending: 'desk.order.refund.line_pending',
  failed: 'desk.order.refund.line_failed',
} as const;

/**
 * An order paid online: each refund made, and a form to refund part or all of what is left. A refund
 * is its own record; the order's lines and totals stay as they were.
 */
export function OrderRefunds({ order, money }: { order: Order; money: Money }) {
  const { payment } = order;
  const refundable = payment.status === 'paid' || payment.status === 'partially_refunded';
  if (payment.payment_method !== 'online' || (!refundable && payment.refunds.length === 0)) return null;
  return (
    <div className="mt-3 space-y-3">
      {payment.refunds.length > 0 && (
        <ul className="space-y-1 text-sm text-ink-700">
          {payment.refunds.map((refund) => (
            <li key={refund.id}>
              <FormattedMessage
                id={REFUND_LINE[refund.status]}
                values={{ amount: money(refund.amount), reason: refund.reason }}
              />
            </li>
          ))}
        </ul>
      )}
      {refundable && <RefundForm order={order} money={money} />}
    </div>
  );
}

function RefundForm({ order, money }: { order: Order; money: Money }) {
  const intl = useIntl();
  const refund = useRefundOrder();
  const left = (toMinor(order.payment.amount) - toMinor(order.payment.refunded_amount)) / 100;
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  // One key per refund the form is filled for: a retried submit refunds once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  // Submitting asks first, naming the amount; only the confirmation moves money.
  const [confirming, setConfirming] = useState(false);
  const value = Number(amount);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setConfirming(true);
  };
  const confirm = () => {
    setConfirming(false);
    refund.mutate(
      { id: order.id, refund: { amount: value, reason }, key },
      {
        onSuccess: () => {
          toastSuccess(intl.formatMessage({ id: 'desk.order.refund.done' }, { amount: money(value) }));
          setAmount('');
          setReason('');
          setKey(crypto.randomUUID());
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-labelledby={`refund-title-${order.id}`}>
      <h4 id={`refund-title-${order.id}`} className="font-semibold text-ink-900">
        {intl.formatMessage({ id: 'desk.order.refund.title' })}
      </h4>
      <div className="grid gap-3 sm:grid-cols-2">
        <DecimalField
          label={intl.formatMessage({ id: 'desk.order.refund.amount' }, { left: money(left) })}
          required
          value={amount}
          onValueChange={setAmount}
        />
        <TextField
          label={intl.formatMessage({ id: 'desk.order.refund.reason' })}
          required
          maxLength={200}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      {refund.error && (
        <ErrorAlert>
          {failureMessage(refund.error, intl.formatMessage({ id: 'desk.order.refund.failed' }))}
        </ErrorAlert>
      )}
      <Button type="submit" disabled={refund.isPending || !amount || !reason.trim()}>
        <FormattedMessage id={refund.isPending ? 'desk.order.refund.busy' : 'desk.order.refund.submit'} />
      </Button>
      <RefundConfirm
        refund={confirming ? { amount: money(value), reason: reason.trim() } : null}
        orderNumber={order.number}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </form>
  );
}
