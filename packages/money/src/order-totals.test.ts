import { describe, expect, it } from 'vitest';
import { orderTotals } from './order-totals.ts';

describe('orderTotals', () => {
  it('sums the lines, subtracts the discount and adds the delivery fee', () => {
    expect(
      orderTotals({
        lines: [
          { unitMinor: 1250, quantity: 2 },
          { unitMinor: 399, quantity: 3 },
        ],
        discountPercent: 10,
        deliveryFeeMinor: 250,
      }),
    ).toEqual({ subtotalMinor: 3697, discountMinor: 370, deliveryFeeMinor: 250, totalMinor: 3577 });
  });

  it('rounds the discount on the subtotal, not per line', () => {
    // Per line: 5 % of 10 is 0.5 → 1, three times = 3. On the subtotal: 5 % of 30 is 1.5 → 2.
    const totals = orderTotals({
      lines: [
        { unitMinor: 10, quantity: 1 },
        { unitMinor: 10, quantity: 1 },
        { unitMinor: 10, quantity: 1 },
      ],
      discountPercent: 5,
      deliveryFeeMinor: 0,
    });
    expect(totals).toEqual({ subtotalMinor: 30, discountMinor: 2, deliveryFeeMinor: 0, totalMinor: 28 });
  });

  it('supports a 2-decimal discount', () => {
    const totals = orderTotals({
      lines: [{ unitMinor: 999, quantity: 1 }],
      discountPercent: 12.5,
      deliveryFeeMinor: 0,
    });
    expect(totals.discountMinor).toBe(125); // 124.875
    expect(totals.totalMinor).toBe(874);
  });

  it('does not discount the delivery fee', () => {
    const totals = orderTotals({
      lines: [{ unitMinor: 1000, quantity: 1 }],
      discountPercent: 100,
      deliveryFeeMinor: 300,
    });
    expect(totals).toEqual({
      subtotalMinor: 1000,
      discountMinor: 1000,
      deliveryFeeMinor: 300,
      totalMinor: 300,
    });
  });

  it('gives zeros for an empty order and accepts zero-priced lines', () => {
    expect(orderTotals({ lines: [], discountPercent: 0, deliveryFeeMinor: 0 })).toEqual({
      subtotalMinor: 0,
      discountMinor: 0,
      deliveryFeeMinor: 0,
      totalMinor: 0,
    });
    expect(
      orderTotals({ lines: [{ unitMinor: 0, quantity: 4 }], discountPercent: 0, deliveryFeeMinor: 150 })
        .totalMinor,
    ).toBe(150);
  });

  it('handles large orders exactly', () => {
    const totals = orderTotals({
      lines: [{ unitMinor: 100_000_000, quantity: 1000 }],
      discountPercent: 33.33,
      deliveryFeeMinor: 99_999,
    });
    expect(totals).toEqual({
      subtotalMinor: 100_000_000_000,
      discountMinor: 33_330_000_000,
      deliveryFeeMinor: 99_999,
      totalMinor: 66_670_099_999,
    });
  });

  it.each([
    [
      'a negative unit price',
      { lines: [{ unitMinor: -100, quantity: 1 }], discountPercent: 0, deliveryFeeMinor: 0 },
    ],
    [
      'a fractional unit price',
      { lines: [{ unitMinor: 12.5, quantity: 1 }], discountPercent: 0, deliveryFeeMinor: 0 },
    ],
    [
      'a negative quantity',
      { lines: [{ unitMinor: 100, quantity: -1 }], discountPercent: 0, deliveryFeeMinor: 0 },
    ],
    [
      'a fractional quantity',
      { lines: [{ unitMinor: 100, quantity: 1.5 }], discountPercent: 0, deliveryFeeMinor: 0 },
    ],
    ['a negative discount', { lines: [], discountPercent: -5, deliveryFeeMinor: 0 }],
    ['a discount above 100 %', { lines: [], discountPercent: 100.01, deliveryFeeMinor: 0 }],
    ['a NaN discount', { lines: [], discountPercent: Number.NaN, deliveryFeeMinor: 0 }],
    ['a discount with 3 decimals', { lines: [], discountPercent: 10.005, deliveryFeeMinor: 0 }],
    ['a negative delivery fee', { lines: [], discountPercent: 0, deliveryFeeMinor: -1 }],
    ['a fractional delivery fee', { lines: [], discountPercent: 0, deliveryFeeMinor: 2.5 }],
    [
      'a subtotal beyond safe integers',
      {
        lines: [{ unitMinor: Number.MAX_SAFE_INTEGER, quantity: 2 }],
        discountPercent: 0,
        deliveryFeeMinor: 0,
      },
    ],
  ])('refuses %s', (_, input) => {
    expect(() => orderTotals(input)).toThrow(RangeError);
  });

  it('drops the fee once the subtotal after the discount reaches the free-delivery threshold', () => {
    const lines = [{ unitMinor: 1250, quantity: 2 }];
    const base = { lines, discountPercent: 10, deliveryFeeMinor: 300 };
    // 2500 − 250 = 2250: below 2500, the fee stays.
    expect(orderTotals({ ...base, freeDeliveryOverMinor: 2500 }).deliveryFeeMinor).toBe(300);
    // Reaching the threshold exactly is enough.
    expect(orderTotals({ ...base, freeDeliveryOverMinor: 2250 })).toEqual({
      subtotalMinor: 2500,
      discountMinor: 250,
      deliveryFeeMinor: 0,
      totalMinor: 2250,
    });
    expect(orderTotals({ ...base, freeDeliveryOverMinor: null }).deliveryFeeMinor).toBe(300);
  });
});
