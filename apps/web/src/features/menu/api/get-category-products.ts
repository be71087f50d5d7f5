import type { Product } from '@food/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { productKeys } from '@/features/store/api/query-keys.ts';
import { api } from '@/lib/api-client.ts';
import { loadCachedProducts, saveCachedProducts } from '../product-cache.ts';

/** Products fetched per request on the storefront (spec §9). */
const PRODUCTS_PER_PAGE = 10;
/** A guard against a server that never stops answering full pages. */
const MAX_PAGES = 50;

type CategoryPageParams = { storeId: number; categoryId: number; offset?: number };

function getCategoryProducts(
  { storeId, categoryId, offset = 0 }: CategoryPageParams,
  signal?: AbortSignal,
): Promise<Product[]> {
  return api.get<Product[]>(`/products/limitbycat/${PRODUCTS_PER_PAGE}`, {
    query: { offset, store_id: storeId, category_id: categoryId },
    signal,
  });
}

/**
 * Every product of a category: page after page of 10 until a short page, so that a category with
 * more than 10 products shows them all (decisions §9).
 */
async function getAllCategoryProducts(
  params: { storeId: number; categoryId: number },
  signal?: AbortSignal,
): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const batch = await getCategoryProducts({ ...params, offset: products.length }, signal);
    products.push(...batch);
    if (batch.length < PRODUCTS_PER_PAGE) break;
  }
  return products;
}

// The server hides inactive products from the storefront; this keeps them out for any session too.
function activeOnly(products: Product[]): Product[] {
  return products.filter((product) => product.isActive);
}

export function categoryProductsQueryOptions({
  storeId,
  categoryId,
}: {
  storeId: number;
  categoryId: number;
}) {
  return queryOptions({
    queryKey: productKeys.byCategory({ storeId, categoryId }),
    queryFn: async ({ signal }) => {
      const products = await getAllCategoryProducts({ storeId, categoryId }, signal);
      saveCachedProducts(storeId, categoryId, products);
      return products;
    },
    // Products from the last 5 minutes fill the page at once; the request below replaces those older
    // than the stale time. The page's own (page-reads.ts) are fresh: a menu change after them is told by
    // the status socket (use-menu-follows-store.ts), so they are not read again right away.
    initialData: () => loadCachedProducts(storeId, categoryId)?.products,
    initialDataUpdatedAt: () => loadCachedProducts(storeId, categoryId)?.cachedAt,
    staleTime: 30_000,
    select: activeOnly,
  });
}

export function useCategoryProducts(params: { storeId: number; categoryId: number }) {
  return useQuery(categoryProductsQueryOptions(params));
}
