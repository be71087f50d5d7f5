import type { Product } from '@food/contract';
import { describe, expect, it } from 'vitest';
import { priceLabel } from './price-label.ts';

const gbp = { currency: 'GBP', locale: 'en-GB' };

function product(overrides: Partial<Product>): Product {
  return {
    id: 1,
    name: 'Gulaschsuppe',
    item_code: 'SO-01',
    description: '',
    price: null,
    category_id: 1,
    tax_id: 1,
    type: 'simple',
    isActive: true,
    image_url: null,
    store_id: 9,
    category: { id: 1, name: 'Soups', tax: { id: 1, name: 'Reduced', percentage: 7 } },
    tax: { id: 1, name: 'Reduced', percentage: 7 },
    variants: [],
    option_groups: [],
    allergens: [],
    dietary: [],
    age_limit: null,
    sold_out: false,
    sold_out_until: null,
    ...overrides,
  };
}

const variant = (id: number, price: number) => ({ id, name: `V${id}`, price, description: '' });

describe('priceLabel', () => {
  it('formats a simple product in the store currency', () => {
    expect(priceLabel(product({ price: 12.5 }), gbp)).toBe('£12.50');
    expect(priceLabel(product({ price: 12.5 }), { currency: 'EUR', locale: 'de-DE' })).toBe('12,50\u00a0€');
  });

  it('shows the lowest variant price, with "from" when the variants differ', () => {
    expect(priceLabel(product({ type: 'variable', variants: [variant(1, 6.9), variant(2, 4.9)] }), gbp)).toBe(
      'from £4.90',
    );
    expect(priceLabel(product({ type: 'variable', variants: [variant(1, 4.9), variant(2, 4.9)] }), gbp)).toBe(
      '£4.90',
    );
  });

  it('shows nothing when there is no price to show', () => {
    expect(priceLabel(product({ price: null }), gbp)).toBeNull();
    expect(priceLabel(product({ type: 'variable', variants: [] }), gbp)).toBeNull();
  });
});
