import { isLanguage } from '@food/contract';
import { translate } from '@food/i18n/server';
import type { orderItems, orders } from '../../db/schema/index.ts';
import type { CheckoutLine } from './provider.ts';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/** The order as the checkout needs it. */
export interface CheckoutOrder {
  order: Pick<
    OrderRow,
    'id' | 'currency' | 'language' | 'totalMinor' | 'discountMinor' | 'deliveryFeeMinor' | 'createdAt'
  >;
  items: Pick<OrderItemRow, 'productName' | 'variantName' | 'unitPriceMinor' | 'quantity'>[];
  /** The customer's e-mail (the account's or the guest's), so that the hosted page does not ask for it. */
  customerEmail: string | null;
}

/**
 * The hosted page's lines, adding up to the order's total: its items and the delivery fee, or with a
 * discount (which Checkout cannot show as a line of its own) one line of the total.
 */
export function checkoutLines({ order, items }: CheckoutOrder): CheckoutLine[] {
  const language = isLanguage(order.language) ? order.language : 'en';
  if (order.discountMinor > 0) {
    return [
      {
        name: translate(language, 'orders.payment.checkout_order'),
        unitAmountMinor: order.totalMinor,
        quantity: 1,
      },
    ];
  }
  const lines = items.map((item) => ({
    name: item.variantName ? `${item.productName} (${item.variantName})` : item.productName,
    unitAmountMinor: item.unitPriceMinor,
    quantity: item.quantity,
  }));
  if (order.deliveryFeeMinor > 0) {
    lines.push({
      name: translate(language, 'orders.payment.checkout_delivery_fee'),
      unitAmountMinor: order.deliveryFeeMinor,
      quantity: 1,
    });
  }
  return lines;
}
