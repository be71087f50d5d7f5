import type { StoreSettings } from '@food/contract';
import type { StoreUpdatedEvent } from '@food/contract/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { storeKeys } from '@/features/store/api/query-keys.ts';
import { acquireOrderSocket } from '@/lib/socket.ts';

/**
 * Keeps the store's settings and public store fresh in the back office: a pause or resume from any
 * device (or by the store itself) arrives as socket.io `store_updated` in the store's room, and every
 * (re)connect reads them again in case one was missed.
 */
export function useStoreUpdates(storeId: number, token: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const { socket, release } = acquireOrderSocket(token, storeId);
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: storeKeys.settings(storeId) });
      void queryClient.invalidateQueries({ queryKey: storeKeys.detail(storeId) });
    };
    const onStore = (event: StoreUpdatedEvent) => {
      if (event.store_id !== storeId) return;
      // Shown at once; the read that follows brings the reason.
      queryClient.setQueryData<StoreSettings>(storeKeys.settings(storeId), (old) =>
        old ? { ...old, paused: event.paused, paused_until: event.paused_until } : old,
      );
      refresh();
    };
    socket.on('connect', refresh);
    socket.on('store_updated', onStore);
    return () => {
      socket.off('connect', refresh);
      socket.off('store_updated', onStore);
      release();
    };
  }, [token, storeId, queryClient]);
}
