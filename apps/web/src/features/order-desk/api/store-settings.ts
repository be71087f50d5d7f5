import { DEFAULT_READY_IN_MINUTES } from '@food/contract';
import { useQuery } from '@tanstack/react-query';
import { storeSettingsQueryOptions } from '@/features/store/api/store-settings-query.ts';

/**
 * Minutes from an order to its readiness (`prep_minutes`): the default ready time and the reminders'
 * lead. Undefined while the settings are read; the server's default when they cannot be.
 */
export function usePrepMinutes(storeId: number): number | undefined {
  const settings = useQuery(storeSettingsQueryOptions(storeId));
  return settings.data?.prep_minutes ?? (settings.isError ? DEFAULT_READY_IN_MINUTES : undefined);
}
