import { STORE_ID } from '@/config/store.ts';
import { useStore } from '@/features/store/api/get-store.ts';
import { useDiscounts } from './api/get-discounts.ts';
import { usePostcodes } from './api/get-postcodes.ts';
import { cartTotals, itemCount } from './cart.ts';
import { missingForMinimumMinor, orderTerms } from './order-minimum.ts';
import { deliveryFeeMinor, discountPercentFor } from './order-type.ts';
import { useCart, useFulfilment } from './use-cart.ts';

/**
 * The cart with its totals for the chosen order type: the discount of that type and, for delivery, the
 * fee (none from the postcode's free-delivery threshold on); and what the minimum order still misses.
 * `freeDelivery`: a postcode is chosen and no fee is charged, so nothing may show its fee.
 */
export function useCartTotals() {
  const cart = useCart();
  const fulfilment = useFulfilment();
  const discounts = useDiscounts(STORE_ID);
  const store = useStore(STORE_ID);
  const postcodes = usePostcodes(STORE_ID, { enabled: fulfilment.delivery !== null });
  const discountPercent = discountPercentFor(fulfilment.orderType, discounts.data);
  const terms = orderTerms(fulfilment, store.data, postcodes.data);
  const totals = cartTotals(cart, {
    discountPercent,
    deliveryFeeMinor: deliveryFeeMinor(fulfilment),
    freeDeliveryOverMinor: terms.freeDeliveryOverMinor,
  });
  const missingMinor = missingForMinimumMinor(totals.subtotalMinor, terms);
  const freeDelivery =
    fulfilment.orderType === 'delivery' && fulfilment.delivery !== null && totals.deliveryFeeMinor === 0;
  const count = itemCount(cart);
  return { cart, fulfilment, discountPercent, totals, terms, missingMinor, freeDelivery, count };
}
