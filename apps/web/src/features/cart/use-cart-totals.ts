import { STORE_ID } from '@/config/store.ts';
import { useDiscounts } from './api/get-discounts.ts';
import { cartTotals, itemCount } from './cart.ts';
import { deliveryFeeMinor, discountPercentFor } from './order-type.ts';
import { useCart, useFulfilment } from './use-cart.ts';

/** The cart with its totals for the chosen order type: the discount of that type and, for delivery, the fee. */
export function useCartTotals() {
  const cart = useCart();
  const fulfilment = useFulfilment();
  const discounts = useDiscounts(STORE_ID);
  const discountPercent = discountPercentFor(fulfilment.orderType, discounts.data);
  const totals = cartTotals(cart, { discountPercent, deliveryFeeMinor: deliveryFeeMinor(fulfilment) });
  return { cart, fulfilment, discountPercent, totals, count: itemCount(cart) };
}
