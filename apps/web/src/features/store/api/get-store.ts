import type { Store } from '@food/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { storeKeys } from './query-keys.ts';

function getStore(storeId: number, signal?: AbortSignal): Promise<Store> {
  return api.get<Store>(`/stores/${storeId}`, { signal });
}

export function storeQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: storeKeys.detail(storeId),
    queryFn: ({ signal }) => getStore(storeId, signal),
    // Name, address and currency hardly ever change; opening state comes live over the websocket.
    staleTime: 10 * 60_000,
  });
}

export function useStore(storeId: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...storeQueryOptions(storeId), ...options });
}
