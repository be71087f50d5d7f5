import { ORDER_TYPE, type CouponKind } from '@food/contract';
import { couponSaving, type CouponSaving } from '@food/money';

/** A coupon's terms as its row holds them. */
export interface CouponTerms {
  kind: CouponKind;
  valueHundredths: number;
  minSubtotalMinor: number;
  validFrom: string | null;
  validUntil: string | null;
  maxRedemptions: number | null;
  maxPerCustomer: number | null;
  firstOrderOnly: boolean;
  orderType: number | null;
  active: boolean;
}

/** The order (or cart) a coupon is to apply to. */
export interface CouponUse {
  orderType: number;
  /** The goods before any discount. */
  subtotalMinor: number;
  /** The store's own pickup or delivery discount. */
  storeDiscountMinor: number;
  /** The fee the order pays without the coupon. */
  deliveryFeeMinor: number;
  /** The store's calendar day, YYYY-MM-DD. */
  today: string;
}

/**
 * What is known of the coupon's use so far; null where it is not known (a cart without a customer):
 * that rule waits for the order, which knows.
 */
export interface CouponCounts {
  redeemed: number | null;
  byCustomer: number | null;
  hasEarlierOrder: boolean | null;
}

export type CouponRefusal =
  | 'coupon_inactive'
  | 'coupon_not_started'
  | 'coupon_expired'
  | 'coupon_pickup_only'
  | 'coupon_delivery_only'
  | 'coupon_below_minimum'
  | 'coupon_first_order_only'
  | 'coupon_already_used'
  | 'coupon_used_up';

function orderTypeRefusal(terms: CouponTerms, orderType: number): CouponRefusal | null {
  const only = terms.kind === 'free_delivery' ? ORDER_TYPE.delivery : terms.orderType;
  if (only === null || only === orderType) return null;
  return only === ORDER_TYPE.pickup ? 'coupon_pickup_only' : 'coupon_delivery_only';
}

/** Why the coupon does not apply to the use, the first rule that fails in the order a customer should hear them. */
function refusalOf(terms: CouponTerms, use: CouponUse, counts: CouponCounts): CouponRefusal | null {
  if (!terms.active) return 'coupon_inactive';
  if (terms.validFrom !== null && use.today < terms.validFrom) return 'coupon_not_started';
  if (terms.validUntil !== null && use.today > terms.validUntil) return 'coupon_expired';
  const wrongType = orderTypeRefusal(terms, use.orderType);
  if (wrongType) return wrongType;
  if (use.subtotalMinor < terms.minSubtotalMinor) return 'coupon_below_minimum';
  if (terms.firstOrderOnly && counts.hasEarlierOrder === true) return 'coupon_first_order_only';
  if (
    terms.maxPerCustomer !== null &&
    counts.byCustomer !== null &&
    counts.byCustomer >= terms.maxPerCustomer
  ) {
    return 'coupon_already_used';
  }
  if (terms.maxRedemptions !== null && counts.redeemed !== null && counts.redeemed >= terms.maxRedemptions) {
    return 'coupon_used_up';
  }
  return null;
}

export type CouponJudgement = { ok: true; saving: CouponSaving } | { ok: false; refusal: CouponRefusal };

/** Whether the coupon applies to the use, and what it saves there (after the store's discount). */
export function judgeCoupon(terms: CouponTerms, use: CouponUse, counts: CouponCounts): CouponJudgement {
  const refusal = refusalOf(terms, use, counts);
  if (refusal) return { ok: false, refusal };
  const saving = couponSaving({
    kind: terms.kind,
    valueHundredths: terms.valueHundredths,
    goodsMinor: use.subtotalMinor - use.storeDiscountMinor,
    deliveryFeeMinor: use.deliveryFeeMinor,
  });
  return { ok: true, saving };
}
