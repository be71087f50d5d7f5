import type { Product } from '@food/contract';
import { describe, expect, it } from 'vitest';
import { category } from '@/testing/fixtures.ts';
import { countProducts, matchesProductName, searchProducts } from './search.ts';

const tax = { id: 1, name: 'Reduced rate', percentage: 7 };
const product = (id: number, name: string, categoryId: number): Product => ({
  id,
  name,
  item_code: `P-${id}`,
  description: 'Schnitzel is mentioned here but the name is what counts',
  price: 5,
  category_id: categoryId,
  tax_id: 1,
  type: 'simple',
  isActive: true,
  image_url: null,
  store_id: 9,
  category: { id: categoryId, name: 'x', tax },
  tax,
  variants: [],
  option_groups: [],
  allergens: [],
  dietary: [],
  age_limit: null,
  sold_out: false,
  sold_out_until: null,
});

const menu = [
  {
    category: category(1, 'Mains'),
    products: [product(1, 'Wiener Schnitzel', 1), product(2, 'Jägerschnitzel', 1)],
  },
  { category: category(2, 'Soups'), products: [product(3, 'Gulaschsuppe', 2)] },
  { category: category(3, 'Drinks'), products: [] },
];

describe('searchProducts', () => {
  it('matches names case-insensitively anywhere in the name, across categories', () => {
    const found = searchProducts(menu, 'SCHNITZEL');
    expect(found.map((g) => [g.category.name, g.products.map((p) => p.name)])).toEqual([
      ['Mains', ['Wiener Schnitzel', 'Jägerschnitzel']],
    ]);
    expect(countProducts(searchProducts(menu, ' suppe '))).toBe(1);
    expect(countProducts(searchProducts(menu, 'JÄGER'))).toBe(1);
  });

  it('looks at the name only', () => {
    expect(searchProducts(menu, 'mentioned')).toEqual([]);
    expect(searchProducts(menu, 'P-1')).toEqual([]);
  });

  it('finds nothing for a miss and everything (in non-empty categories) for an empty query', () => {
    expect(searchProducts(menu, 'pizza')).toEqual([]);
    expect(countProducts(searchProducts(menu, ''))).toBe(3);
    expect(matchesProductName({ name: 'Apfelstrudel' }, '')).toBe(true);
  });
});
