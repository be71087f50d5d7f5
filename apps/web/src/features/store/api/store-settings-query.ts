import type { StoreSettings } from '@food/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { storeKeys } from './query-keys.ts';

/**
 * The store's settings, read once per back-office page: the settings screen, the pause banner and the
 * desk share them. Saves write them back and `store_updated` invalidates them, so they need no refetch on
 * every mount; and a component that unmounts while they load does not cancel the read the next one waits
 * for (each page load cancelled one and asked again).
 */
export function storeSettingsQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: storeKeys.settings(storeId),
    queryFn: () => api.get<StoreSettings>(`/stores/${storeId}/settings`),
    staleTime: 30_000,
  });
}
