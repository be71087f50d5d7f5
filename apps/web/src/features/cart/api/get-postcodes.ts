import type { Postcode } from '@food/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { postcodeKeys } from '@/features/store/api/query-keys.ts';
import { api } from '@/lib/api-client.ts';

function getPostcodes(storeId: number, signal?: AbortSignal): Promise<Postcode[]> {
  return api.get<Postcode[]>(`/postcodes/store/${storeId}`, { signal });
}

function postcodesQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: postcodeKeys.storefront(storeId),
    queryFn: ({ signal }) => getPostcodes(storeId, signal),
    staleTime: 5 * 60_000,
  });
}

export function usePostcodes(storeId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...postcodesQueryOptions(storeId), ...options });
}
