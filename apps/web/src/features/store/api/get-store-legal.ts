import type { StoreLegal } from '@food/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { storeKeys } from './query-keys.ts';

export function storeLegalQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: storeKeys.legal(storeId),
    queryFn: ({ signal }) => api.get<StoreLegal>(`/stores/${storeId}/legal`, { signal }),
    staleTime: 10 * 60_000,
  });
}
