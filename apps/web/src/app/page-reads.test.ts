// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { categoryKeys, productKeys, storeKeys } from '@/features/store/api/query-keys.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { store } from '@/testing/fixtures.ts';
import { seedPageReads } from './page-reads.ts';

describe('seedPageReads', () => {
  it("puts the page's store, categories and products into the query cache", () => {
    const client = createQueryClient();
    const categories = [{ id: 4, name: 'Soups', isActive: true }];
    const soups = [{ id: 40, name: 'Goulash' }];
    seedPageReads(client, 9, { store, categories, products: [{ categoryId: 4, items: soups }] });
    expect(client.getQueryData(storeKeys.detail(9))).toEqual(store);
    expect(client.getQueryData(categoryKeys.storefront(9))).toEqual(categories);
    expect(client.getQueryData(productKeys.byCategory({ storeId: 9, categoryId: 4 }))).toEqual(soups);
  });

  it("ignores what is missing or malformed, and another store's data", () => {
    const client = createQueryClient();
    seedPageReads(client, 9, undefined);
    seedPageReads(client, 9, 'nonsense');
    seedPageReads(client, 9, {
      store: { ...store, id: 12 },
      categories: 'x',
      products: [{ categoryId: 'a' }],
    });
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
