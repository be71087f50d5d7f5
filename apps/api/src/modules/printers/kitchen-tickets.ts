import { APPROVAL_STATUS } from '@food/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderEvents } from '../../realtime/order-events.ts';
import { queueTickets, type PrinterDeps } from './service.ts';

/**
 * Queues the kitchen tickets of an order once its acceptance is committed and announced, by hand or
 * by the auto-accept. A crash before this ran is made good at the next start (queueMissedTickets).
 */
export function withKitchenTickets<E extends OrderEvents>(
  events: E,
  deps: PrinterDeps,
  log: FastifyBaseLogger,
): E {
  const queue = (orderId: number) =>
    void queueTickets(deps, orderId).catch((err) =>
      log.error({ err, orderId }, 'Queueing kitchen tickets failed'),
    );
  return {
    ...events,
    created(order) {
      events.created(order);
      // Only an order accepted on arrival (auto-accept) prints now; any other waits for its answer.
      if (order.approvalStatus === APPROVAL_STATUS.accepted) queue(order.id);
    },
    updated(change) {
      events.updated(change);
      if (change.approval_status === APPROVAL_STATUS.accepted) queue(change.id);
    },
  };
}
