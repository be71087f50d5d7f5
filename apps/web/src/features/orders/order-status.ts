import { APPROVAL_STATUS, type ApprovalStatus } from '@food/contract/constants';
import type { MessageId } from '@food/i18n';

export type StatusView = 'pending' | 'accepted' | 'rejected' | 'cancelled';

/**
 * The view of an approval_status (spec §4): 2 accepted, 3 rejected, 4 cancelled by the customer,
 * anything else still pending.
 */
export function statusView(status: number | null | undefined): StatusView {
  if (status === APPROVAL_STATUS.accepted) return 'accepted';
  if (status === APPROVAL_STATUS.rejected) return 'rejected';
  if (status === APPROVAL_STATUS.cancelled) return 'cancelled';
  return 'pending';
}

/** The word the order list shows for a status ("Pending", "Accepted", "Rejected", "Cancelled"), as a catalogue id. */
export function statusLabel(status: number | null | undefined): MessageId {
  return `orders.status.${statusView(status)}`;
}

/** An answer, or the customer's cancelling: either ends the wait, for good. */
function isAnswer(status: number | null | undefined): status is ApprovalStatus {
  return statusView(status) !== 'pending';
}

/**
 * The status to show, from what the server answered last and what the socket pushed since. An order
 * is answered (or cancelled) once (decisions §5), so an answer from either source wins over a pending
 * one, and a stale fetch never turns an answered order back to pending.
 */
export function currentStatus(
  fetched: number | null | undefined,
  pushed: number | null | undefined,
): ApprovalStatus {
  if (isAnswer(fetched)) return fetched;
  if (isAnswer(pushed)) return pushed;
  return APPROVAL_STATUS.pending;
}
