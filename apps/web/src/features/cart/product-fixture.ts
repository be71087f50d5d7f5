import type { Product } from '@food/contract';

const tax = { id: 1, name: 'Reduced rate', percentage: 7 };

/** A simple storefront product for the cart's tests, with any field overridden. */
export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    name: 'Brezel with Obatzda',
    item_code: 'ST-01',
    description: 'A soft pretzel',
    price: 5.9,
    category_id: 1,
    tax_id: 1,
    type: 'simple',
    isActive: true,
    image_url: '/uploads/demo/pretzel.webp',
    store_id: 9,
    category: { id: 1, name: 'Starters', tax },
    tax,
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
