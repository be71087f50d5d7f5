import type { Category, Discount, Postcode, Product, Store, StoreLegal } from '@food/contract';
import type { QueryClient } from '@tanstack/react-query';
import { pageBootstrap } from '@/config/page-bootstrap.ts';
import {
  categoryKeys,
  discountKeys,
  postcodeKeys,
  productKeys,
  storeKeys,
} from '@/features/store/api/query-keys.ts';

type PageReads = {
  store?: Store;
  categories?: Category[];
  discounts?: Discount[];
  postcodes?: Postcode[];
  products?: { categoryId: number; items: Product[] }[];
  /** A legal page's: who runs the store, with its texts. */
  legal?: StoreLegal;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The menu page comes with the answers of its first reads (apps/api/src/plugins/web-static.ts): put
 * into the query cache before the first render, the menu shows with no round trip to the API. They are
 * as fresh as the page; the usual refetches replace them.
 */
export function seedPageReads(
  queryClient: QueryClient,
  storeId: number,
  reads: unknown = pageBootstrap.reads,
) {
  if (!isRecord(reads)) return;
  const { store, categories, discounts, postcodes, products, legal } = reads as PageReads;
  if (isRecord(store) && store.id === storeId) queryClient.setQueryData(storeKeys.detail(storeId), store);
  if (isRecord(legal)) queryClient.setQueryData(storeKeys.legal(storeId), legal);
  if (Array.isArray(categories)) queryClient.setQueryData(categoryKeys.storefront(storeId), categories);
  if (Array.isArray(discounts)) queryClient.setQueryData(discountKeys.storefront(storeId), discounts);
  if (Array.isArray(postcodes)) queryClient.setQueryData(postcodeKeys.storefront(storeId), postcodes);
  if (!Array.isArray(products)) return;
  for (const { categoryId, items } of products) {
    if (typeof categoryId === 'number' && Array.isArray(items)) {
      queryClient.setQueryData(productKeys.byCategory({ storeId, categoryId }), items);
    }
  }
}
