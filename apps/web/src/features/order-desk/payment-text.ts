import type { Order } from '@food/contract';
import type { IntlShape } from 'react-intl';
import { isDelivery } from './desk-status.ts';

/** How the order is paid, in the desk's and the ticket's words: "Cash, paid on delivery". */
export function paymentText(order: Pick<Order, 'payment' | 'order_type'>, intl: IntlShape): string {
  const method = order.payment.payment_method === 'cash' ? 'cash' : 'online';
  const { status } = order.payment;
  if (status !== 'pending') {
    return intl.formatMessage({ id: `desk.order.payment.${status}` }, { method });
  }
  if (method === 'cash') {
    return intl.formatMessage({
      id: isDelivery(order) ? 'desk.order.payment.cash_on_delivery' : 'desk.order.payment.cash_on_collection',
    });
  }
  return intl.formatMessage({ id: 'desk.order.payment.not_paid' }, { method });
}

/** Stripe releases a card payment held but not captured 7 days after it was authorised. */
const HOLD_MS = 7 * 24 * 3_600_000;
/** The desk is warned this long before. */
const HOLD_WARNING_MS = 24 * 3_600_000;

/**
 * A warning that the payment held for an order is about to be released, or was: null until its last
 * day. The authorisation's time is not kept; it came within the checkout's 30 minutes after the order
 * was written, so counting from the order errs on the early side.
 */
export function holdWarning(
  order: Pick<Order, 'payment' | 'created_at'>,
  now: number,
  intl: IntlShape,
): string | null {
  if (order.payment.payment_method !== 'online' || order.payment.status !== 'authorized') return null;
  const left = Date.parse(order.created_at) + HOLD_MS - now;
  if (left > HOLD_WARNING_MS) return null;
  if (left <= 0) return intl.formatMessage({ id: 'desk.order.payment.hold_expired' });
  return intl.formatMessage(
    { id: 'desk.order.payment.hold_expiring' },
    { hours: Math.max(1, Math.floor(left / 3_600_000)) },
  );
}
