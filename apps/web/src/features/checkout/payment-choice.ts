import type { Order, PaymentMethod } from '@food/contract';
import type { MessageId } from '@food/i18n';
import type { IntlShape } from 'react-intl';
import { statusView } from '@/features/orders/order-status.ts';

/**
 * The methods the checkout offers, in the order it lists them: the store's (the public read leaves
 * out online while the server has no keys), cash when the store names none.
 */
export function offeredMethods(methods: readonly PaymentMethod[] | undefined): PaymentMethod[] {
  const offered = (['online', 'cash'] as const).filter((method) => methods?.includes(method));
  return offered.length > 0 ? offered : ['cash'];
}

/** The method a new checkout starts with: online where offered, as the customer pays now. */
export const defaultMethod = (offered: readonly PaymentMethod[]): PaymentMethod => offered[0] ?? 'cash';

/**
 * The final button's words say what pressing it does (issue 5/8): "Pay now" online, "Place order and
 * pay" in cash; in German both are "Zahlungspflichtig bestellen", as § 312j(3) BGB has the button say.
 */
export const placeButtonId = (chosen: PaymentMethod): MessageId =>
  chosen === 'online' ? 'checkout.place.pay_now' : 'checkout.place.pay_cash';

/** `/checkout/return?order={id}`: where the payment page sends the customer back (the server's success_url). */
export const RETURN_STEP = 'return';
export const returnHref = (orderId: number) => `/checkout/${RETURN_STEP}?order=${orderId}`;

/** The cancel_url the server gives Stripe: back to the checkout, which says nothing was charged. */
export const isPaymentCancelled = (search: URLSearchParams) => search.get('payment') === 'cancelled';

/**
 * What the order's status means for paying, under the placed order's summary: cash is paid on
 * collection or delivery; online, held until the restaurant accepts, then charged, or released or
 * refunded if the order does not go ahead.
 */
export function placedPaymentText(
  order: Pick<Order, 'number' | 'payment'>,
  status: number,
  format: (amount: number) => string,
  intl: IntlShape,
): string {
  const view = statusView(status);
  const { payment } = order;
  const values = { number: order.number, total: format(payment.amount), view };
  if (payment.payment_method === 'cash') {
    return intl.formatMessage({ id: `checkout.placed.${view}` }, values);
  }
  if (view === 'pending') return intl.formatMessage({ id: 'checkout.placed.online_pending' }, values);
  if (view === 'accepted') return intl.formatMessage({ id: 'checkout.placed.online_accepted' }, values);
  if (payment.refunded_amount > 0) {
    return intl.formatMessage(
      { id: 'checkout.placed.online_refunded' },
      { ...values, amount: format(payment.refunded_amount) },
    );
  }
  // Charged at once (not held): its refund is on its way. Held or released: nothing was charged.
  return intl.formatMessage(
    {
      id:
        payment.status === 'paid' ? 'checkout.placed.online_refunding' : 'checkout.placed.online_not_charged',
    },
    values,
  );
}
