import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useStore } from '@/features/store/api/get-store.ts';
import { storeKeys } from '@/features/store/api/query-keys.ts';
import { useStoreStatus } from '@/features/store/hooks/use-store-status.ts';
import { storeSettingsQueryOptions } from '@/features/store/api/store-settings-query.ts';
import { storeState, type StoreState } from '../lib/store-state.ts';
import { useIntl } from 'react-intl';
import { useFormatLocale } from '@/lib/i18n/use-language.ts';
import { useNow } from '@/lib/use-now.ts';

/** The current time, renewed every minute and at `wakeAt` (an instant at which what is shown changes). */
function useClock(wakeAt: number | null): number {
  const minute = useNow(60_000).getTime();
  const [woken, setWoken] = useState(0);
  useEffect(() => {
    if (wakeAt === null) return;
    const timer = setTimeout(() => setWoken(Date.now()), Math.max(0, wakeAt - Date.now()));
    return () => clearTimeout(timer);
  }, [wakeAt]);
  return Math.max(minute, woken);
}

/**
 * The store's state for the back office (lib/store-state.ts): the pause from the settings, the rest
 * live from the status socket, times on the store's clock. A pause ends by itself at `paused_until`:
 * the header shows it then, and reads the settings and the store again.
 */
export function useStoreState(storeId: number): StoreState {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const settings = useQuery(storeSettingsQueryOptions(storeId)).data;
  const store = useStore(storeId).data;
  const locale = useFormatLocale(store?.locale);
  const status = useStoreStatus(storeId);
  const pauseEnd = settings?.paused && settings.paused_until ? Date.parse(settings.paused_until) : null;
  const now = useClock(pauseEnd);
  const pauseOver = pauseEnd !== null && pauseEnd <= now;

  useEffect(() => {
    if (!pauseOver) return;
    void queryClient.invalidateQueries({ queryKey: storeKeys.settings(storeId) });
    void queryClient.invalidateQueries({ queryKey: storeKeys.detail(storeId) });
  }, [pauseOver, queryClient, storeId]);

  return storeState({
    intl,
    settings,
    isOpen: status.state === 'unknown' ? null : status.isOpen,
    nextOpenAt: status.nextOpenAt,
    closedReason: status.closedReason,
    clock: store && { timezone: store.timezone, locale },
    now,
  });
}
