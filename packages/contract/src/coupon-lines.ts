import { toMinor } from '@food/money';
import type { Order } from './schemas/orders.ts';

type Totals = Pick<Order, 'subtotal' | 'discount' | 'delivery_fee' | 'total' | 'coupon'>;

/**
 * The delivery fee to show on an order's receipt, ticket or summary, in major units. A coupon that
 * took nothing off the goods waived the fee (`delivery_fee` is then 0): the fee shows, and the coupon's
 * line takes it off again, so that the lines add up to the total.
 */
export function shownDeliveryFee(order: Totals): number {
  const { coupon } = order;
  if (!coupon) return order.delivery_fee;
  const offGoods =
    toMinor(order.subtotal) - toMinor(order.discount) + toMinor(order.delivery_fee) - toMinor(order.total);
  return offGoods === 0 ? coupon.saving : order.delivery_fee;
}
