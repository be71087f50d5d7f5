import type { Order } from '@food/contract';
import { APPROVAL_STATUS, isDelivery as isDeliveryType } from '@food/contract/constants';
import { fulfilmentSteps as stepsOfType, nextSteps, type FulfilmentStatus } from '@food/contract/order-flow';
import type { MessageId } from '@food/i18n';
import type { IntlShape } from 'react-intl';
import { getIntl } from '@/lib/i18n/language.ts';

type StatusFields = Pick<
  Order,
  'approval_status' | 'fulfilment_status' | 'reject_reason_code' | 'order_type'
>;

export type DeskTone = 'pending' | 'accepted' | 'progress' | 'done' | 'rejected';

/** What the desk shows as an order's state: one word and a colour family (never colour alone). */
export type DeskStatus = { label: string; tone: DeskTone };

export function isDelivery(order: Pick<Order, 'order_type'>): boolean {
  return isDeliveryType(order.order_type);
}

/** The fulfilment steps of the order's type, in their order. */
export function fulfilmentSteps(order: Pick<Order, 'order_type'>): readonly FulfilmentStatus[] {
  return stepsOfType(order.order_type);
}

/** A step that ends the order: collected or delivered. */
export function isFinished(order: StatusFields): boolean {
  return (
    order.approval_status === APPROVAL_STATUS.accepted &&
    order.fulfilment_status !== null &&
    nextSteps(order).length === 0
  );
}

/**
 * The store accepted the order by itself as it was placed (auto-accept), not a person at the desk: the
 * server writes such an order answered at the instant it was created.
 */
export function acceptedOnArrival(
  order: Pick<Order, 'approval_status' | 'answered_at' | 'created_at'>,
): boolean {
  if (order.approval_status !== APPROVAL_STATUS.accepted || !order.answered_at) return false;
  return Date.parse(order.answered_at) === Date.parse(order.created_at);
}

/** The order was rejected by the timeout, not by a person. */
export function timedOut(order: Pick<Order, 'approval_status' | 'reject_reason_code'>): boolean {
  return order.approval_status === APPROVAL_STATUS.rejected && order.reject_reason_code === 'no_answer';
}

/** The order's state in one word ("Pending", "No answer", "Preparing"…) in the reader's language, and its tone. */
export function deskStatus(order: StatusFields, intl: IntlShape = getIntl()): DeskStatus {
  const word = (id: MessageId) => intl.formatMessage({ id });
  if (order.approval_status === APPROVAL_STATUS.pending)
    return { label: word('desk.status.pending'), tone: 'pending' };
  if (order.approval_status === APPROVAL_STATUS.cancelled)
    return { label: word('desk.status.cancelled'), tone: 'rejected' };
  if (order.approval_status === APPROVAL_STATUS.rejected) {
    return {
      label: word(timedOut(order) ? 'desk.status.no_answer' : 'desk.status.rejected'),
      tone: 'rejected',
    };
  }
  if (order.fulfilment_status === null) return { label: word('desk.status.accepted'), tone: 'accepted' };
  return {
    label: word(`desk.order.step.${order.fulfilment_status}`),
    tone: isFinished(order) ? 'done' : 'progress',
  };
}

/** What the desk can do with an order now: answer it (once), move it on, or nothing. */
export type DeskActions =
  | { kind: 'answer' }
  | { kind: 'fulfil'; next: FulfilmentStatus; later: FulfilmentStatus[] }
  | { kind: 'none' };

export function deskActions(order: StatusFields): DeskActions {
  if (order.approval_status === APPROVAL_STATUS.pending) return { kind: 'answer' };
  const [next, ...later] = nextSteps(order);
  if (!next) return { kind: 'none' };
  return { kind: 'fulfil', next, later };
}
