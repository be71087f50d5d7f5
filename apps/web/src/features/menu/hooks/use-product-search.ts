import type { Category } from '@food/contract';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { categoryProductsQueryOptions } from '../api/get-category-products.ts';
import { useDietaryFilter } from '../dietary-filter.ts';
import { searchProducts, type CategoryProducts } from '../search.ts';

/**
 * Every category's products (the same queries the sections use), searched by product name and
 * filtered by the chosen dietary tags.
 */
export function useProductSearch(storeId: number, categories: readonly Category[], query: string) {
  const { tags } = useDietaryFilter();
  const results = useQueries({
    queries: categories.map((category) => categoryProductsQueryOptions({ storeId, categoryId: category.id })),
  });
  const isPending = results.some((result) => result.isPending);
  const error = results.find((result) => result.isError && !result.data)?.error ?? null;
  const dataKey = results.map((result) => result.dataUpdatedAt).join(',');
  const groups = useMemo(() => {
    const all: CategoryProducts[] = categories.map((category, index) => ({
      category,
      products: results[index]?.data ?? [],
    }));
    return searchProducts(all, query, tags);
    // results is a new array on every render; its data changes are tracked by dataKey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [categories, query, tags, dataKey]);
  return { groups, isPending, error, refetch: () => results.forEach((result) => void result.refetch()) };
}
