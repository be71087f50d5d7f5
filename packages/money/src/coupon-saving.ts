import { divideRounded, assertSafeInteger } from './rounding.ts';

type CouponKind = 'percent' | 'fixed' | 'free_delivery';

export type CouponSavingInput = {
  kind: CouponKind;
  /** value × 100: hundredths of a percent (percent), minor units (fixed); free_delivery ignores it. */
  valueHundredths: number;
  /** The goods after the store's own discount: subtotal − discount. */
  goodsMinor: number;
  /** The delivery fee the order pays without the coupon (0 for a pickup, or past the free-delivery threshold). */
  deliveryFeeMinor: number;
};

export type CouponSaving = {
  /** What the coupon takes off the goods; never more than the goods. */
  discountMinor: number;
  /** The fee still charged: 0 with free_delivery. */
  deliveryFeeMinor: number;
  /** What the customer saves in all: the discount, or the fee waived. */
  savingMinor: number;
};

/**
 * A coupon applies after the store's discount: percent of the goods left (rounded half away from zero),
 * a fixed amount capped at those goods, or the delivery fee waived. The total stays
 * goods − discount + fee, so it is never negative.
 */
export function couponSaving({
  kind,
  valueHundredths,
  goodsMinor,
  deliveryFeeMinor,
}: CouponSavingInput): CouponSaving {
  assertSafeInteger(goodsMinor, 'Goods');
  assertSafeInteger(valueHundredths, 'Coupon value');
  if (goodsMinor < 0 || valueHundredths < 0 || deliveryFeeMinor < 0) {
    throw new RangeError('A coupon works on amounts that are not negative');
  }
  if (kind === 'free_delivery') {
    return { discountMinor: 0, deliveryFeeMinor: 0, savingMinor: deliveryFeeMinor };
  }
  const discountMinor =
    kind === 'percent'
      ? divideRounded(BigInt(goodsMinor) * BigInt(Math.min(valueHundredths, 10_000)), 10_000n)
      : Math.min(valueHundredths, goodsMinor);
  return { discountMinor, deliveryFeeMinor, savingMinor: discountMinor };
}
