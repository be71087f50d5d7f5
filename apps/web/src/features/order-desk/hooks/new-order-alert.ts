import type { DeskOrdersPage } from '@food/contract';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { deskKeys } from '../api/query-keys.ts';
import { announce, autoAcceptedText, newOrdersText } from '../announcer.ts';
import { playChime } from '../chime.ts';
import { acceptedOnArrival } from '../desk-status.ts';
import { seenOrders } from '../seen-orders.ts';

/** While an order waits for an answer and nobody has opened it on this device, the chime rings this often. */
export const CHIME_REPEAT_MS = 15_000;

/**
 * Watches every read of the pending and of the accepted orders. A pending order that the previous read
 * did not have is new, and so is an accepted one that the store accepted by itself as it came in
 * (auto-accept): the chime rings and the live region says so, once per read, however many parts of the
 * page show them. This also catches orders placed while the connection was down. While a pending order
 * is neither answered nor opened on this device, the chime rings again every CHIME_REPEAT_MS. Answers
 * the stop.
 */
export function watchNewOrders(queryClient: QueryClient): () => void {
  const pendingHash = hashKey(deskKeys.pending());
  const acceptedHash = hashKey(deskKeys.accepted());
  /** The orders each watched list held at its last read; none before its first read, which must not ring. */
  const known = new Map<string, ReadonlySet<number>>();
  let repeat: ReturnType<typeof setTimeout> | undefined;

  // The orders of a read that the list's previous read did not have, by number.
  const freshOrders = (queryHash: string, orders: DeskOrdersPage['data']) => {
    const before = known.get(queryHash);
    known.set(queryHash, new Set(orders.map((order) => order.id)));
    return before ? orders.filter((order) => !before.has(order.id)).sort((a, b) => a.id - b.id) : [];
  };

  const waitingUnopened = () => {
    const seen = seenOrders.get();
    return [...(known.get(pendingHash) ?? [])].some((id) => !seen.has(id));
  };
  // The next ring comes CHIME_REPEAT_MS after the last one, whatever rang it.
  const ringAgainLater = () => {
    clearTimeout(repeat);
    repeat = setTimeout(() => {
      repeat = undefined;
      if (!waitingUnopened()) return;
      playChime();
      ringAgainLater();
    }, CHIME_REPEAT_MS);
  };

  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const hash = event.query.queryHash;
    if (hash !== pendingHash && hash !== acceptedHash) return;
    const fresh = freshOrders(hash, (event.action.data as DeskOrdersPage).data);
    const arrived = hash === pendingHash ? fresh : fresh.filter(acceptedOnArrival);
    if (arrived.length > 0) {
      playChime();
      const numbers = arrived.map((order) => order.number);
      announce(hash === pendingHash ? newOrdersText(numbers) : autoAcceptedText(numbers));
    }
    if (hash === pendingHash && (arrived.length > 0 || repeat === undefined) && waitingUnopened()) {
      ringAgainLater();
    }
  });
  return () => {
    clearTimeout(repeat);
    unsubscribe();
  };
}
