import type { Order } from '@food/contract';
import type { IntlShape } from 'react-intl';
import { isDelivery } from './desk-status.ts';

/** How the order is paid, in the desk's and the ticket's words: "Cash, paid on delivery". */
export function paymentText(order: Pick<Order, 'payment' | 'order_type'>, intl: IntlShape): string {
  const method = order.payment.payment_method === 'cash' ? 'cash' : 'online';
  const { status } = order.payment;
  if (status === 'paid' || status === 'refunded' || status === 'failed') {
    return intl.formatMessage({ id: `desk.order.payment.${status}` }, { method });
  }
  if (method === 'cash') {
    return intl.formatMessage({
      id: isDelivery(order) ? 'desk.order.payment.cash_on_delivery' : 'desk.order.payment.cash_on_collection',
    });
  }
  return intl.formatMessage({ id: 'desk.order.payment.not_paid' }, { method });
}
