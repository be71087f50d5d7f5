import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponSaving } from './coupon-saving.ts';

describe('couponSaving', () => {
  it('takes a percent of the goods after the store discount, rounded half away from zero', () => {
    expect(
      couponSaving({ kind: 'percent', valueHundredths: 1000, goodsMinor: 1805, deliveryFeeMinor: 250 }),
    ).toEqual({
      discountMinor: 181,
      deliveryFeeMinor: 250,
      savingMinor: 181,
    });
  });

  it('caps a fixed amount at the goods', () => {
    expect(
      couponSaving({ kind: 'fixed', valueHundredths: 500, goodsMinor: 1200, deliveryFeeMinor: 0 })
        .discountMinor,
    ).toBe(500);
    expect(
      couponSaving({ kind: 'fixed', valueHundredths: 5000, goodsMinor: 1200, deliveryFeeMinor: 300 }),
    ).toEqual({
      discountMinor: 1200,
      deliveryFeeMinor: 300,
      savingMinor: 1200,
    });
  });

  it('waives the delivery fee', () => {
    expect(
      couponSaving({ kind: 'free_delivery', valueHundredths: 0, goodsMinor: 1200, deliveryFeeMinor: 299 }),
    ).toEqual({
      discountMinor: 0,
      deliveryFeeMinor: 0,
      savingMinor: 299,
    });
  });

  it('never takes more than the goods, and never makes the total negative', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('percent' as const, 'fixed' as const, 'free_delivery' as const),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (kind, rawValue, goodsMinor, feeMinor) => {
          const valueHundredths = kind === 'percent' ? rawValue % 10_001 : rawValue;
          const saving = couponSaving({ kind, valueHundredths, goodsMinor, deliveryFeeMinor: feeMinor });
          expect(saving.discountMinor).toBeGreaterThanOrEqual(0);
          expect(saving.discountMinor).toBeLessThanOrEqual(goodsMinor);
          expect(goodsMinor - saving.discountMinor + saving.deliveryFeeMinor).toBeGreaterThanOrEqual(0);
          expect(saving.savingMinor).toBe(
            goodsMinor + feeMinor - (goodsMinor - saving.discountMinor + saving.deliveryFeeMinor),
          );
        },
      ),
    );
  });
});
