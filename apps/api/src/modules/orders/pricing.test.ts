import { describe, expect, it } from 'vitest';
import { priceOrder, type PricingInput } from './pricing.ts';

const discounts: PricingInput['discounts'] = [
  { id: 1, code: 'DELIVERY_DISCOUNT', value: 5 },
  { id: 2, code: 'PICKUP_DISCOUNT', value: 10 },
];
const lines = [
  { unitPriceMinor: 1290, quantity: 2 },
  { unitPriceMinor: 490, quantity: 1 },
];

describe('priceOrder', () => {
  it('prices a pickup order: its discount, no delivery fee', () => {
    expect(priceOrder({ orderType: 2, lines, discounts, deliveryFeeMinor: 250 })).toEqual({
      subtotalMinor: 3070,
      discountMinor: 307,
      discountPercent: 10,
      discountId: 2,
      deliveryFeeMinor: 0,
      totalMinor: 2763,
    });
  });

  it('prices a delivery order: its own discount of the subtotal only, plus the fee', () => {
    expect(priceOrder({ orderType: 1, lines, discounts, deliveryFeeMinor: 250 })).toEqual({
      subtotalMinor: 3070,
      // 5 % of 30.70 is 1.535: rounded half away from zero.
      discountMinor: 154,
      discountPercent: 5,
      discountId: 1,
      deliveryFeeMinor: 250,
      totalMinor: 3070 - 154 + 250,
    });
  });

  it('rounds the discount to the nearest penny, halves away from zero', () => {
    const price = (unitPriceMinor: number, value: number) =>
      priceOrder({
        orderType: 2,
        lines: [{ unitPriceMinor, quantity: 1 }],
        discounts: [{ id: 9, code: 'PICKUP_DISCOUNT', value }],
        deliveryFeeMinor: 0,
      });
    expect(price(999, 15).discountMinor).toBe(150); // 149.85
    expect(price(990, 5).discountMinor).toBe(50); // 49.5
    expect(price(989, 5).discountMinor).toBe(49); // 49.45
    expect(price(1, 33).discountMinor).toBe(0); // 0.33
    expect(price(1000, 100)).toMatchObject({ discountMinor: 1000, totalMinor: 0 });
  });

  it('gives no discount when the store has none for the order type', () => {
    const onlyDelivery = discounts.filter((d) => d.code === 'DELIVERY_DISCOUNT');
    expect(priceOrder({ orderType: 2, lines, discounts: onlyDelivery, deliveryFeeMinor: 0 })).toEqual({
      subtotalMinor: 3070,
      discountMinor: 0,
      discountPercent: 0,
      discountId: null,
      deliveryFeeMinor: 0,
      totalMinor: 3070,
    });
  });

  it('keeps large carts exact in integer pence', () => {
    const many = Array.from({ length: 100 }, () => ({ unitPriceMinor: 1999, quantity: 99 }));
    const price = priceOrder({ orderType: 1, lines: many, discounts, deliveryFeeMinor: 400 });
    expect(price.subtotalMinor).toBe(1999 * 99 * 100);
    expect(price.discountMinor).toBe(Math.round((1999 * 99 * 100 * 5) / 100));
    expect(price.totalMinor).toBe(price.subtotalMinor - price.discountMinor + 400);
  });
});
