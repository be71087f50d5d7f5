import type { StoreSettings } from '@food/contract';
import type { StoreUpdatedEvent } from '@food/contract/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { storeKeys } from '@/features/store/api/query-keys.ts';
import { acquireOrderSocket } from '@/lib/socket.ts';

/**
 * Keeps the store's settings and public store fresh in the back office: a pause or resume from any
 * device (or by the store itself) arrives as socket.io `store_updated` in the store's room, and every
 * reconnect reads them again in case one was missed while the socket was away.
 */
export function useStoreUpdates(storeId: number, token: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const { socket, release } = acquireOrderSocket(token, storeId);
    let connectedBefore = socket.connected;
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
    // The first connect comes while the page reads the settings: asking again cancelled that read.
    const onConnect = () => {
      if (connectedBefore) refresh();
      connectedBefore = true;
    };
    socket.on('connect', onConnect);
    socket.on('store_updated', onStore);
    return () => {
      socket.off('connect', onConnect);
      socket.off('store_updated', onStore);
      release();
    };
  }, [token, storeId, queryClient]);
}
