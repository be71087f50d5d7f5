import type { Order } from '@food/contract';
import { isDelivery } from '@food/contract/constants';
import type { IntlShape } from 'react-intl';
import { orderMoney } from './format.ts';
import type { StatusView } from './order-status.ts';

/**
 * What the answer means for the customer's money, under the waiting view's result: cash is paid at
 * the door or the counter; online is charged once accepted, and otherwise released (never charged)
 * or refunded.
 */
export function paymentNote(
  order: Pick<Order, 'order_type' | 'payment' | 'currency'> | undefined,
  view: Exclude<StatusView, 'pending'>,
  locale: string | undefined,
  intl: IntlShape,
): string {
  const online = order?.payment.payment_method === 'online';
  if (view === 'accepted') {
    if (online) return intl.formatMessage({ id: 'orders.waiting.paid_online' });
    return intl.formatMessage({
      id:
        order && isDelivery(order.order_type)
          ? 'orders.waiting.pay_on_arrival'
          : 'orders.waiting.pay_on_collection',
    });
  }
  if (!order || !online) return intl.formatMessage({ id: 'orders.waiting.not_charged' });
  const { payment } = order;
  if (payment.refunded_amount > 0) {
    return intl.formatMessage(
      { id: 'orders.waiting.refunded' },
      { amount: orderMoney(payment.refunded_amount, order, locale) },
    );
  }
  if (payment.status === 'paid') {
    return intl.formatMessage(
      { id: 'orders.waiting.refunding' },
      { amount: orderMoney(payment.amount, order, locale) },
    );
  }
  return intl.formatMessage({ id: 'orders.waiting.not_charged_online' });
}

/** How an order is paid and where its payment stands, in a few words: "Cash on pickup", "Refunded €4.50". */
export function paymentLabel(
  order: Pick<Order, 'order_type' | 'payment' | 'currency'>,
  locale: string | undefined,
  intl: IntlShape,
): string {
  const { payment } = order;
  if (payment.payment_method === 'cash') {
    return intl.formatMessage({
      id: isDelivery(order.order_type) ? 'orders.payment.cash_delivery' : 'orders.payment.cash_pickup',
    });
  }
  if (payment.refunded_amount > 0) {
    return intl.formatMessage(
      { id: 'orders.payment.online_refunded' },
      { amount: orderMoney(payment.refunded_amount, order, locale) },
    );
  }
  if (payment.status === 'paid') return intl.formatMessage({ id: 'orders.payment.online' });
  if (payment.status === 'authorized') return intl.formatMessage({ id: 'orders.payment.online_held' });
  if (payment.status === 'pending') return intl.formatMessage({ id: 'orders.payment.online_unpaid' });
  return intl.formatMessage({ id: 'orders.payment.online_not_charged' });
}
