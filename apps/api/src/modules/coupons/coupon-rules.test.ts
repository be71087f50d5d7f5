import { describe, expect, it } from 'vitest';
import { judgeCoupon, type CouponCounts, type CouponTerms, type CouponUse } from './coupon-rules.ts';

const terms: CouponTerms = {
  kind: 'percent',
  valueHundredths: 1000,
  minSubtotalMinor: 1500,
  validFrom: '2026-12-01',
  validUntil: '2026-12-31',
  maxRedemptions: 5,
  maxPerCustomer: 1,
  firstOrderOnly: false,
  orderType: null,
  active: true,
};
const use: CouponUse = {
  orderType: 2,
  subtotalMinor: 2000,
  storeDiscountMinor: 200,
  deliveryFeeMinor: 0,
  today: '2026-12-01',
};
const unknown: CouponCounts = { redeemed: null, byCustomer: null, hasEarlierOrder: null };
const refusal = (t: Partial<CouponTerms>, u: Partial<CouponUse> = {}, counts = unknown) => {
  const judged = judgeCoupon({ ...terms, ...t }, { ...use, ...u }, counts);
  return judged.ok ? null : judged.refusal;
};

describe('judgeCoupon', () => {
  it("saves a percent of the goods after the store's discount", () => {
    expect(judgeCoupon(terms, use, unknown)).toEqual({
      ok: true,
      saving: { discountMinor: 180, deliveryFeeMinor: 0, savingMinor: 180 },
    });
  });

  it('counts both of its days in', () => {
    expect(refusal({}, { today: '2026-12-01' })).toBeNull();
    expect(refusal({}, { today: '2026-12-31' })).toBeNull();
    expect(refusal({}, { today: '2026-11-30' })).toBe('coupon_not_started');
    expect(refusal({}, { today: '2027-01-01' })).toBe('coupon_expired');
    expect(refusal({ validFrom: null, validUntil: null }, { today: '1999-01-01' })).toBeNull();
  });

  it('names the first rule that fails, in the order a customer should hear them', () => {
    expect(refusal({ active: false }, { today: '2030-01-01' })).toBe('coupon_inactive');
    expect(refusal({ orderType: 1 }, { subtotalMinor: 100 })).toBe('coupon_delivery_only');
    expect(refusal({ orderType: 2 }, { orderType: 1 })).toBe('coupon_pickup_only');
    expect(refusal({ kind: 'free_delivery' })).toBe('coupon_delivery_only');
    expect(refusal({}, { subtotalMinor: 1499 })).toBe('coupon_below_minimum');
    expect(refusal({}, { subtotalMinor: 1500 })).toBeNull();
    const counted = { redeemed: 5, byCustomer: 1, hasEarlierOrder: true };
    expect(refusal({ firstOrderOnly: true }, {}, counted)).toBe('coupon_first_order_only');
    expect(refusal({}, {}, counted)).toBe('coupon_already_used');
    expect(refusal({}, {}, { ...counted, byCustomer: 0 })).toBe('coupon_used_up');
    expect(refusal({ maxRedemptions: null, maxPerCustomer: null }, {}, counted)).toBeNull();
  });

  it('leaves the counted rules to the order when nobody is known', () => {
    expect(refusal({ firstOrderOnly: true }, {}, unknown)).toBeNull();
  });
});
