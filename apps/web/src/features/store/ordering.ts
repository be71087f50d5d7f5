// Apart from status.ts: only the cart and the checkout ask this, not the menu's first script.
import type { StoreStatus } from './status.ts';
import { storeDay } from './store-time.ts';

/**
 * Whether customers can order for a later time slot now (issue 13): the store takes orders ahead
 * (`preorder_days` > 0) and is open, or opens again within those days. Unknown counts as not, as it
 * does for View Cart; a pause with no end takes no orders at all, and has no next opening.
 */
export function ordersAhead(
  status: StoreStatus,
  store: { preorder_days: number; timezone: string } | undefined,
  now: number,
): boolean {
  if (!store || store.preorder_days <= 0 || status.state === 'unknown') return false;
  if (status.isOpen) return true;
  if (status.nextOpenAt === null) return false;
  const daysAway = storeDay(Date.parse(status.nextOpenAt), store.timezone) - storeDay(now, store.timezone);
  return daysAway <= store.preorder_days;
}

/**
 * Whether the cart must refuse to go on (spec §2's closed message): only when the server said the store
 * is closed and it takes no orders for later either. Unknown or reconnecting is not closed (issue 15):
 * the server still refuses an order for a closed store, and the checkout shows why.
 */
export function closedForOrders(
  status: StoreStatus,
  store: { preorder_days: number; timezone: string } | undefined,
  now: number,
): boolean {
  return status.state === 'closed' && !ordersAhead(status, store, now);
}

/**
 * Whether the store takes no orders for now at `now`: the server said it is closed, or it was open and
 * its closing time has passed (the clock says so before the socket's next message does). Unknown or
 * reconnecting is not closed (issue 15).
 */
export function closedAt(status: StoreStatus, now: number): boolean {
  if (status.state === 'closed') return true;
  return status.isOpen && status.closesAt !== null && Date.parse(status.closesAt) <= now;
}
