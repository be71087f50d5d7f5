import { DEFAULT_READY_IN_MINUTES, type StoreSettings } from '@food/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { storeKeys } from '@/features/store/api/query-keys.ts';
import { api } from '@/lib/api-client.ts';

/**
 * The store's settings, under the settings screen's own key: a change saved there (or a pause that
 * `store_updated` reports) reaches the desk too.
 */
function storeSettingsQueryOptions(storeId: number) {
  return queryOptions({
    queryKey: storeKeys.settings(storeId),
    queryFn: ({ signal }) => api.get<StoreSettings>(`/stores/${storeId}/settings`, { signal }),
    staleTime: 0,
  });
}

/**
 * Minutes from an order to its readiness (`prep_minutes`): the default ready time and the reminders'
 * lead. Undefined while the settings are read; the server's default when they cannot be.
 */
export function usePrepMinutes(storeId: number): number | undefined {
  const settings = useQuery(storeSettingsQueryOptions(storeId));
  return settings.data?.prep_minutes ?? (settings.isError ? DEFAULT_READY_IN_MINUTES : undefined);
}
