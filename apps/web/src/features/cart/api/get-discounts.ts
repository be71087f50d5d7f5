import type { Discount } from '@food/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { discountKeys } from '@/features/store/api/query-keys.ts';
import { api } from '@/lib/api-client.ts';

/** The store's unexpired discounts (the server leaves expired ones out for the public). */
function getDiscounts(storeId: number, signal?: AbortSignal): Promise<Discount[]> {
  return api.get<Discount[]>('/discounts/', { query: { store_id: storeId }, signal });
}

function discountsQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: discountKeys.storefront(storeId),
    queryFn: ({ signal }) => getDiscounts(storeId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useDiscounts(storeId: number) {
  return useQuery(discountsQueryOptions(storeId));
}
