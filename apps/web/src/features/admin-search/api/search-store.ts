import type { BackOfficeSearchResults } from '@food/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

const searchKeys = {
  all: ['back-office-search'] as const,
  query: (storeId: number, q: string) => [...searchKeys.all, storeId, q] as const,
};

function storeSearchQueryOptions(storeId: number, q: string) {
  return queryOptions({
    queryKey: searchKeys.query(storeId, q),
    queryFn: ({ signal }) => api.get<BackOfficeSearchResults>('/search', { query: { q }, signal }),
    staleTime: 10_000,
  });
}

/** The store's orders, products and categories matching `q`; nothing is asked for while `enabled` is false. */
export function useStoreSearch(storeId: number, q: string, enabled: boolean) {
  return useQuery({ ...storeSearchQueryOptions(storeId, q), enabled, placeholderData: keepPreviousData });
}
