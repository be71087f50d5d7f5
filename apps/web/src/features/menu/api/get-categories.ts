import type { Category } from '@food/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryKeys } from '@/features/store/api/query-keys.ts';
import { api } from '@/lib/api-client.ts';

function getCategories(storeId: number, signal?: AbortSignal): Promise<Category[]> {
  return api.get<Category[]>('/categories/', { query: { store_id: storeId }, signal });
}

// The server hides inactive categories from the storefront; this keeps them out for any session.
function activeOnly(categories: Category[]): Category[] {
  return categories.filter((category) => category.isActive);
}

export function categoriesQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: categoryKeys.storefront(storeId),
    queryFn: ({ signal }) => getCategories(storeId, signal),
    select: activeOnly,
  });
}

export function useCategories(storeId: number) {
  return useQuery(categoriesQueryOptions(storeId));
}
