// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  categoryKeys,
  discountKeys,
  postcodeKeys,
  productKeys,
  storeKeys,
} from '@/features/store/api/query-keys.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { store } from '@/testing/fixtures.ts';
import { seedPageReads } from './page-reads.ts';

describe('seedPageReads', () => {
  it("puts the page's store, categories, offers, postcodes and products into the query cache", () => {
    const client = createQueryClient();
    const categories = [{ id: 4, name: 'Soups', isActive: true }];
    const soups = [{ id: 40, name: 'Goulash' }];
    const discounts = [{ id: 2, code: 'WELCOME10' }];
    const postcodes = [{ id: 3, postcode: '80331', delivery_fee: 2.5 }];
    seedPageReads(client, 9, {
      store,
      categories,
      discounts,
      postcodes,
      products: [{ categoryId: 4, items: soups }],
    });
    expect(client.getQueryData(storeKeys.detail(9))).toEqual(store);
    expect(client.getQueryData(categoryKeys.storefront(9))).toEqual(categories);
    expect(client.getQueryData(discountKeys.storefront(9))).toEqual(discounts);
    expect(client.getQueryData(postcodeKeys.storefront(9))).toEqual(postcodes);
    expect(client.getQueryData(productKeys.byCategory({ storeId: 9, categoryId: 4 }))).toEqual(soups);
  });

  it("ignores what is missing or malformed, and another store's data", () => {
    const client = createQueryClient();
    seedPageReads(client, 9, undefined);
    seedPageReads(client, 9, 'nonsense');
    seedPageReads(client, 9, {
      store: { ...store, id: 12 },
      categories: 'x',
      discounts: {},
      postcodes: 7,
      products: [{ categoryId: 'a' }],
    });
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
