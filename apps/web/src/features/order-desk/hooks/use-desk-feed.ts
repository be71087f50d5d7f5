import type { OrderUpdatedEvent, StoreUpdatedEvent } from '@food/contract/realtime';
import type { StoreSettings } from '@food/contract';
import { QueryObserver, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { printerKeys } from '@/features/printers/api/query-keys.ts';
import { storeKeys } from '@/features/store/api/query-keys.ts';
import { createSignal } from '@/lib/signal.ts';
import { acquireOrderSocket } from '@/lib/socket.ts';
import { acceptedOrdersQueryOptions, refreshDesk } from '../api/desk-orders.ts';
import { watchNewOrders } from './new-order-alert.ts';

/**
 * online: the socket is connected. connecting: the first connection is still being made.
 * offline: the browser is offline, or the socket dropped (it reconnects by itself).
 */
export type DeskConnection = 'connecting' | 'online' | 'offline';

const deskConnection = createSignal<DeskConnection>('connecting');

/** After this long without a first connection, the desk says it is offline rather than "connecting". */
const FIRST_CONNECT_GRACE_MS = 5_000;
type Feed = { token: string; users: number; close: () => void };
let feed: Feed | null = null;

function openFeed(token: string, storeId: number, queryClient: QueryClient): () => void {
  const { socket, release } = acquireOrderSocket(token, storeId);
  let everConnected = socket.connected;
  const startedAt = Date.now();

  const update = () => {
    if (!navigator.onLine) deskConnection.set('offline');
    else if (socket.connected) deskConnection.set('online');
    else if (everConnected || Date.now() - startedAt >= FIRST_CONNECT_GRACE_MS) deskConnection.set('offline');
    else deskConnection.set('connecting');
  };
  const graceTimer = setTimeout(update, FIRST_CONNECT_GRACE_MS);
  const stopAlerts = watchNewOrders(queryClient);
  // The accepted orders are read on every back-office page, as the sidebar's count reads the pending
  // ones: an order the store accepted by itself rings wherever the administrator is.
  const stopAcceptedReads = new QueryObserver(queryClient, acceptedOrdersQueryOptions()).subscribe(() => {});

  const onConnect = () => {
    const reconnected = everConnected;
    everConnected = true;
    update();
    // Whatever happened while the socket was away is read again; at the first connect only what was
    // read before this feed opened: the page's own first reads are as new as the connection.
    refreshDesk(queryClient, reconnected ? undefined : startedAt);
    // The page has just read the settings at its first connect: asking again cancelled that read.
    if (reconnected) void queryClient.invalidateQueries({ queryKey: storeKeys.settings(storeId) });
  };
  // Reconnecting, also after the server closed the socket on a restart, is lib/socket.ts's job.
  const onDisconnect = update;
  const onConnectError = update;
  const onOrder = (_event: { order_id: number } | OrderUpdatedEvent) => refreshDesk(queryClient);
  const onStore = (event: StoreUpdatedEvent) => {
    if (event.store_id !== storeId) return;
    queryClient.setQueryData<StoreSettings>(storeKeys.settings(storeId), (old) =>
      old ? { ...old, paused: event.paused, paused_until: event.paused_until } : old,
    );
    void queryClient.invalidateQueries({ queryKey: storeKeys.settings(storeId) });
    void queryClient.invalidateQueries({ queryKey: storeKeys.detail(storeId) });
  };
  // A ticket queued, printed or failed, a printer gone offline or back: the banner and tickets read again.
  const onPrinting = () => void queryClient.invalidateQueries({ queryKey: printerKeys.all });
  const onOnline = () => {
    update();
    refreshDesk(queryClient);
    if (!socket.connected) socket.connect();
  };

  socket.on('connect', onConnect);
  socket.on('disconnect', onDisconnect);
  socket.on('connect_error', onConnectError);
  socket.on('order_created', onOrder);
  socket.on('order_updated', onOrder);
  socket.on('store_updated', onStore);
  socket.on('print_job_updated', onPrinting);
  socket.on('printer_updated', onPrinting);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', update);
  update();

  return () => {
    clearTimeout(graceTimer);
    stopAlerts();
    stopAcceptedReads();
    socket.off('connect', onConnect);
    socket.off('disconnect', onDisconnect);
    socket.off('connect_error', onConnectError);
    socket.off('order_created', onOrder);
    socket.off('order_updated', onOrder);
    socket.off('store_updated', onStore);
    socket.off('print_job_updated', onPrinting);
    socket.off('printer_updated', onPrinting);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', update);
    release();
    deskConnection.set('connecting');
  };
}

function acquireFeed(token: string, storeId: number, queryClient: QueryClient): () => void {
  if (feed && feed.token !== token) {
    feed.close();
    feed = null;
  }
  feed ??= { token, users: 0, close: openFeed(token, storeId, queryClient) };
  const current = feed;
  current.users += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    current.users -= 1;
    if (current.users > 0) return;
    current.close();
    if (feed === current) feed = null;
  };
}

/**
 * The back office's live order feed (decisions §7): one socket.io connection in the store's room,
 * shared by everything that shows orders. New and changed orders make the desk, the sidebar's count
 * and the dashboard read again; every (re)connect and the browser coming back online read everything
 * again, so that nothing missed while offline stays missing; a new pending order, or one the store
 * accepted by itself, rings the chime (new-order-alert.ts). Answers the connection's state.
 */
export function useDeskFeed(): DeskConnection {
  const { token, user } = useAuth();
  const storeId = user?.store_id ?? null;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token || storeId === null) return;
    return acquireFeed(token, storeId, queryClient);
  }, [token, storeId, queryClient]);
  return useSyncExternalStore(deskConnection.subscribe, deskConnection.get);
}
