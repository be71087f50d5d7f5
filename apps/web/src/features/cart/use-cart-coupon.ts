import { couponSavingMinor, useCouponState } from './api/check-coupon.ts';
import { useCouponCode } from './coupon-code.ts';
import { useCartTotals } from './use-cart-totals.ts';

/**
 * The cart's code, checked against the cart as it is now, and the total after it: the coupon comes
 * off after the store's own discount. `email`: a guest's, for the code's per-customer limits.
 */
export function useCartCoupon(email?: string | null) {
  const { fulfilment, totals } = useCartTotals();
  const code = useCouponCode();
  const coupon = useCouponState({ code, fulfilment, subtotalMinor: totals.subtotalMinor, email });
  const savingMinor = couponSavingMinor(coupon);
  return { coupon, savingMinor, totalMinor: totals.totalMinor - savingMinor };
}
