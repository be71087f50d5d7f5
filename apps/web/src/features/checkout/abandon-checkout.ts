import type { Order } from '@food/contract';
import { browserStorage, readKey, writeKey } from '@/features/cart/browser-storage.ts';
import { isNumbered } from '@/features/orders/format.ts';
import { guestKeyQuery } from '@/features/orders/guest-keys.ts';
import { api } from '@/lib/api-client.ts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { isPaymentCancelled } from './payment-choice.ts';

/** The order this browser last sent to the payment page, until it is seen paid or given up (issue 2/9). */
const AWAITING_KEY = 'checkout-awaiting-payment';

export const awaitingPayment = {
  read(): number | null {
    const id = Number(readKey(browserStorage(), AWAITING_KEY));
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  },
  remember: (orderId: number) => writeKey(browserStorage(), AWAITING_KEY, String(orderId)),
  forget(orderId: number) {
    if (awaitingPayment.read() === orderId) writeKey(browserStorage(), AWAITING_KEY, null);
  },
};

/**
 * The customer came back from the payment page through Cancel, or pays for the cart anew: the order
 * still awaiting its payment is cancelled, which expires its page at Stripe, so that the cart is never
 * paid twice. Read first: an order paid meanwhile (in another tab) is on the desk and not cancelled
 * here. A failure is left alone: the checkout ends by itself, and a late payment is given back.
 */
async function abandonCheckout(orderId: number): Promise<void> {
  const query = guestKeyQuery(orderId);
  try {
    const order = await api.get<Order>(`/orders/${orderId}`, { query });
    if (!isNumbered(order) && order.payment.status === 'pending')
      await api.post(`/orders/${orderId}/cancel`, undefined, { query });
  } catch {
    // Not this browser's to cancel any more, or the server away: the checkout expires by itself.
  }
  awaitingPayment.forget(orderId);
}

/** Before another order for the cart: the one sent to the payment page before, if any, is given up. */
export async function abandonAwaitedCheckout(): Promise<void> {
  const previous = awaitingPayment.read();
  if (previous !== null) await abandonCheckout(previous);
}

/** Back through the payment page's Cancel (`/checkout?payment=cancelled&order=`): that order is given up at once. */
export function useAbandonCancelledCheckout() {
  const [search] = useSearchParams();
  const orderId = isPaymentCancelled(search) ? Number(search.get('order')) : 0;
  useEffect(() => {
    if (Number.isSafeInteger(orderId) && orderId > 0) void abandonCheckout(orderId);
  }, [orderId]);
}
