import type { DeskOrdersPage } from '@food/contract';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { deskKeys } from '../api/query-keys.ts';
import { announce, newOrdersText } from '../announcer.ts';
import { playChime } from '../chime.ts';

/** The pending orders seen by the last read; null before the first one, which must not ring. */
let knownPending: ReadonlySet<number> | null = null;

function alertNewOrders(page: DeskOrdersPage) {
  const ids = page.data.map((order) => order.id);
  const fresh = knownPending ? ids.filter((id) => !knownPending!.has(id)) : [];
  knownPending = new Set(ids);
  if (fresh.length > 0) {
    playChime();
    announce(newOrdersText(fresh.sort((a, b) => a - b)));
  }
}

/**
 * Watches every read of the pending orders. A pending order that the previous read did not have is
 * new: the chime rings and the live region says so, once per read, however many parts of the page
 * show the count. This also catches orders placed while the connection was down. Answers the stop.
 */
export function watchNewOrders(queryClient: QueryClient): () => void {
  const pendingHash = hashKey(deskKeys.pending());
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (event.query.queryHash !== pendingHash) return;
    alertNewOrders(event.action.data as DeskOrdersPage);
  });
}
