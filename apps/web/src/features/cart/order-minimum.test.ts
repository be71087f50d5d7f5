import type { Postcode } from '@food/contract';
import { formatMoney } from '@food/money';
import { describe, expect, it } from 'vitest';
import { freeDeliveryText, minimumOrderText, missingForMinimumMinor, orderTerms } from './order-minimum.ts';
import type { Fulfilment } from './order-type.ts';

const postcodes: Postcode[] = [
  { id: 3, postcode: '10115', delivery_fee: 2.5, min_order: 15, free_delivery_over: 25, store_id: 9 },
  { id: 4, postcode: '10117', delivery_fee: 3, min_order: null, free_delivery_over: null, store_id: 9 },
];
const to = (id: number | null, postcode: string): Fulfilment => ({
  orderType: 'delivery',
  delivery: { id, postcode, fee: 2.5 },
});
const gbp = { currency: 'GBP', locale: 'en-GB' };

describe('orderTerms', () => {
  it('takes the store’s minimum for pickup', () => {
    const pickup: Fulfilment = { orderType: 'pickup', delivery: null };
    expect(orderTerms(pickup, { min_order: 12.5 }, postcodes)).toEqual({
      minOrderMinor: 1250,
      freeDeliveryOverMinor: null,
    });
    expect(orderTerms(pickup, { min_order: null }, postcodes).minOrderMinor).toBeNull();
    expect(orderTerms(pickup, undefined, undefined).minOrderMinor).toBeNull();
  });

  it('takes the chosen postcode’s minimum and free-delivery threshold for delivery', () => {
    expect(orderTerms(to(3, '10115'), { min_order: 12.5 }, postcodes)).toEqual({
      minOrderMinor: 1500,
      freeDeliveryOverMinor: 2500,
    });
    expect(orderTerms(to(null, '10115'), undefined, postcodes).minOrderMinor).toBe(1500);
    expect(orderTerms(to(4, '10117'), { min_order: 12.5 }, postcodes)).toEqual({
      minOrderMinor: null,
      freeDeliveryOverMinor: null,
    });
    expect(orderTerms({ orderType: 'delivery', delivery: null }, { min_order: 12.5 }, postcodes)).toEqual({
      minOrderMinor: null,
      freeDeliveryOverMinor: null,
    });
  });
});

describe('minimum order and free delivery', () => {
  it('says how much is missing, and nothing once the minimum is reached', () => {
    const terms = { minOrderMinor: 1500, freeDeliveryOverMinor: null };
    expect(missingForMinimumMinor(1180, terms)).toBe(320);
    expect(missingForMinimumMinor(1500, terms)).toBe(0);
    expect(missingForMinimumMinor(100, { minOrderMinor: null, freeDeliveryOverMinor: null })).toBe(0);
  });

  it('words both as whole sentences', () => {
    expect(minimumOrderText(formatMoney(320, gbp))).toBe('Add £3.20 more to order');
    expect(freeDeliveryText(formatMoney(2500, gbp))).toBe('Free delivery from £25.00');
  });
});
