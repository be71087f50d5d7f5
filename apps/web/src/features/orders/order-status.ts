import type { FulfilmentStatus, Order } from '@food/contract';
import { APPROVAL_STATUS, type ApprovalStatus } from '@food/contract/realtime';

export type StatusView = 'pending' | 'accepted' | 'rejected';

/** The view of an approval_status (spec §4): 2 accepted, 3 rejected, anything else still pending. */
export function statusView(status: number | null | undefined): StatusView {
  if (status === APPROVAL_STATUS.accepted) return 'accepted';
  if (status === APPROVAL_STATUS.rejected) return 'rejected';
  return 'pending';
}

/** The word the order list shows for a status. */
export function statusLabel(status: number | null | undefined): 'Pending' | 'Accepted' | 'Rejected' {
  const view = statusView(status);
  return view === 'accepted' ? 'Accepted' : view === 'rejected' ? 'Rejected' : 'Pending';
}

function isAnswer(status: number | null | undefined): status is ApprovalStatus {
  return status === APPROVAL_STATUS.accepted || status === APPROVAL_STATUS.rejected;
}

/**
 * The status to show, from what the server answered last and what the socket pushed since. An order
 * is answered once (decisions §5), so an answer from either source wins over a pending one, and a
 * stale fetch never turns an answered order back to pending.
 */
export function currentStatus(
  fetched: number | null | undefined,
  pushed: number | null | undefined,
): ApprovalStatus {
  if (isAnswer(fetched)) return fetched;
  if (isAnswer(pushed)) return pushed;
  return APPROVAL_STATUS.pending;
}

const FULFILMENT_LABEL = {
  preparing: 'Being prepared',
  ready: 'Ready for pickup',
  out_for_delivery: 'Out for delivery',
  completed: 'Collected',
  delivered: 'Delivered',
} as const satisfies Record<FulfilmentStatus, string>;

/** What the kitchen is doing with an accepted order, in the customer's words; null before it starts. */
export function fulfilmentLabel(status: FulfilmentStatus | null | undefined): string | null {
  return status ? FULFILMENT_LABEL[status] : null;
}

/** An order whose state can still change: waiting for an answer, or accepted and not yet handed over. */
export function isOrderInProgress(order: Pick<Order, 'approval_status' | 'fulfilment_status'>): boolean {
  if (order.approval_status === APPROVAL_STATUS.pending) return true;
  if (order.approval_status !== APPROVAL_STATUS.accepted) return false;
  return order.fulfilment_status !== 'completed' && order.fulfilment_status !== 'delivered';
}
