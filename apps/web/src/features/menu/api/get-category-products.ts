import type { Product } from '@food/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

/** Products fetched per category on the storefront (spec §9). */
const PRODUCTS_PER_CATEGORY = 10;

type CategoryProductsParams = { storeId: number; categoryId: number; offset?: number };

export function getCategoryProducts(
  { storeId, categoryId, offset = 0 }: CategoryProductsParams,
  signal?: AbortSignal,
): Promise<Product[]> {
  return api.get<Product[]>(`/products/limitbycat/${PRODUCTS_PER_CATEGORY}`, {
    query: { offset, store_id: storeId, category_id: categoryId },
    signal,
  });
}

function activeOnly(products: Product[]): Product[] {
  return products.filter((product) => product.isActive);
}

export function categoryProductsQueryOptions(params: CategoryProductsParams) {
  const { storeId, categoryId, offset = 0 } = params;
  return queryOptions({
    queryKey: ['products', { storeId, categoryId, limit: PRODUCTS_PER_CATEGORY, offset }],
    queryFn: ({ signal }) => getCategoryProducts(params, signal),
    select: activeOnly,
  });
}

export function useCategoryProducts(params: CategoryProductsParams) {
  return useQuery(categoryProductsQueryOptions(params));
}
