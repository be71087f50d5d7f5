import { couponSavingMinor, useCouponState } from './api/check-coupon.ts';
import { useCouponCode } from './coupon-code.ts';
import type { Fulfilment } from './order-type.ts';

/**
 * The cart's code, checked against the cart as it is now (its totals from useCartTotals), and the total
 * after it: the coupon comes off after the store's own discount. `email`: a guest's, for the code's
 * per-customer limits.
 */
export function useCartCoupon(
  { fulfilment, totals }: { fulfilment: Fulfilment; totals: { subtotalMinor: number; totalMinor: number } },
  email?: string | null,
) {
  const code = useCouponCode();
  const coupon = useCouponState({ code, fulfilment, subtotalMinor: totals.subtotalMinor, email });
  const savingMinor = couponSavingMinor(coupon);
  return { coupon, savingMinor, totalMinor: totals.totalMinor - savingMinor };
}
