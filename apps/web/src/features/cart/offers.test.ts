import type { Discount, Postcode } from '@food/contract';
import { formatMoney } from '@food/money';
import { describe, expect, it } from 'vitest';
import { discountText, offerTexts } from './offers.ts';

const discount = (code: Discount['code'], value: number): Discount => ({
  id: value,
  code,
  type: 'percentage',
  value,
  expires_at: '2099-12-31',
  store_id: 9,
});
const postcode = (id: number, minOrder: number | null): Postcode => ({
  id,
  postcode: `1011${id}`,
  delivery_fee: 2.5,
  min_order: minOrder,
  free_delivery_over: null,
  store_id: 9,
});
const pounds = (minor: number) => formatMoney(minor, { currency: 'GBP', locale: 'en-GB' });
const euros = (minor: number) => formatMoney(minor, { currency: 'EUR', locale: 'de-DE' });

describe('discountText', () => {
  it('names the order type the discount is for', () => {
    expect(discountText(10, 'pickup')).toBe('10% pickup discount');
    expect(discountText(5, 'delivery')).toBe('5% delivery discount');
  });
});

describe('offerTexts', () => {
  it('advertises both discounts and the minimum orders, in the store’s currency', () => {
    const texts = offerTexts(
      {
        discounts: [discount('PICKUP_DISCOUNT', 10), discount('DELIVERY_DISCOUNT', 5)],
        pickupMinimum: 8,
        postcodes: [postcode(1, 15), postcode(2, 15)],
      },
      pounds,
    );
    expect(texts).toEqual([
      '10% off pickup',
      '5% off delivery',
      'Minimum order £8.00 for pickup',
      'Minimum order £15.00 for delivery',
    ]);
  });

  it('says "from" the lowest delivery minimum when postcodes differ, and places the currency per locale', () => {
    const texts = offerTexts(
      { discounts: [], pickupMinimum: null, postcodes: [postcode(1, 20), postcode(2, 15)] },
      euros,
    );
    expect(texts).toEqual([`Minimum order from ${euros(1500)} for delivery`]);
    expect(euros(1500)).toMatch(/^15,00\s€$/);
  });

  it('promises no delivery minimum while some postcode has none, and no delivery discount without delivery', () => {
    expect(
      offerTexts(
        { discounts: [discount('DELIVERY_DISCOUNT', 5)], pickupMinimum: null, postcodes: [] },
        pounds,
      ),
    ).toEqual([]);
    expect(
      offerTexts(
        { discounts: [], pickupMinimum: null, postcodes: [postcode(1, 15), postcode(2, null)] },
        pounds,
      ),
    ).toEqual([]);
  });
});
