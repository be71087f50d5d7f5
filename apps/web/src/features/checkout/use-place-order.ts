import type { Order } from '@food/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { STORE_ID } from '@/config/store.ts';
import { orderPlaced } from '@/features/cart/order-placed.ts';
import { orderKeys } from '@/features/orders/api/query-keys.ts';
import { isNumbered } from '@/features/orders/format.ts';
import { guestKeys } from '@/features/orders/guest-keys.ts';
import { slotKeys } from '@/features/store/api/query-keys.ts';
import { isApiError } from '@/lib/api-client.ts';
import { abandonAwaitedCheckout, awaitingPayment } from './abandon-checkout.ts';
import { isRetryable, postOrder } from './api/place-order.ts';
import type { buildOrderPayload } from './order-payload.ts';
import { returnHref } from './payment-choice.ts';

/** Failed attempts are sent again (with the same key) this many times when the failure was on the way. */
const AUTOMATIC_RETRIES = 2;

/** Refusals of the time asked for: the day's slots have changed, so they are read again. */
const refusesTheTime = (error: Error) =>
  isApiError(error) && (error.code === 'slot_full' || 'scheduled_for' in error.fields);

/** Place Order's request, and where a placed order leads: the payment page, or `onPlaced`. */
export function usePlaceOrder(onPlaced: (order: Order) => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async ({ payload, key }: { payload: ReturnType<typeof buildOrderPayload>; key: string }) => {
      // A payment started before for this cart and not finished is given up first: never paid twice.
      await abandonAwaitedCheckout();
      return postOrder(payload, key);
    },
    retry: (failures, error) => failures < AUTOMATIC_RETRIES && isRetryable(error),
    retryDelay: (failures) => 800 * 2 ** failures,
    onSuccess: ({ data: order }) => {
      // Paid online: to the payment page, the cart kept until the order is confirmed paid (the return page).
      if (order.guest_key) guestKeys.save(order.id, order.guest_key);
      if (!isNumbered(order)) {
        awaitingPayment.remember(order.id);
        if (order.payment.checkout_url) window.location.assign(order.payment.checkout_url);
        else void navigate(returnHref(order.id));
        return;
      }
      orderPlaced.mark(order.id);
      queryClient.setQueryData(orderKeys.one(order.id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.mine() });
      onPlaced(order);
    },
    onError: (error) => {
      if (refusesTheTime(error)) void queryClient.invalidateQueries({ queryKey: slotKeys.all(STORE_ID) });
    },
  });
}
