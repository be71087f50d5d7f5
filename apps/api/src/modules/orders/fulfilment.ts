import { APPROVAL_STATUS, FULFILMENT_STEPS, ORDER_TYPE, type FulfilmentStatus } from '@food/contract';

const LABEL: Record<FulfilmentStatus, string> = {
  preparing: 'preparing',
  ready: 'ready for pickup',
  out_for_delivery: 'out for delivery',
  completed: 'completed',
  delivered: 'delivered',
};

export interface FulfilmentState {
  orderType: number;
  approvalStatus: number;
  fulfilmentStatus: string | null;
}

/**
 * Why the order cannot move to `next`, or null when it can. Steps go forward only, one at a time or
 * skipping some (a pickup collected before anyone pressed "ready" can still be completed).
 */
export function fulfilmentRefusal(order: FulfilmentState, next: FulfilmentStatus): string | null {
  if (order.approvalStatus === APPROVAL_STATUS.pending) return 'Accept the order first.';
  if (order.approvalStatus === APPROVAL_STATUS.rejected) return 'This order was rejected.';
  const kind = order.orderType === ORDER_TYPE.delivery ? 'delivery' : 'pickup';
  const steps: readonly string[] = FULFILMENT_STEPS[kind];
  if (!steps.includes(next)) return `A ${kind} order cannot be ${LABEL[next]}.`;
  const current = order.fulfilmentStatus === null ? -1 : steps.indexOf(order.fulfilmentStatus);
  if (steps.indexOf(next) > current) return null;
  const label = LABEL[order.fulfilmentStatus as FulfilmentStatus];
  return steps.indexOf(next) === current
    ? `This order is already ${label}.`
    : `This order is already ${label}; its steps cannot go back.`;
}

/** What the desk is told after a step. */
export const fulfilmentMessage = (status: FulfilmentStatus) => `Order is ${LABEL[status]}`;
