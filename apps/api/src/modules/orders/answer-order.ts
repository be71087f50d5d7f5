import {
  APPROVAL_STATUS,
  ORDER_TYPE,
  fulfilmentSteps,
  orderState,
  planMove,
  type AnsweredOrder,
  type FulfilmentStatus,
  type Order,
  type OrderRecord,
} from '@food/contract';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { OrderCounter } from '../../lib/metrics.ts';
import type { OrderEvents } from '../../realtime/order-events.ts';
import { getStore } from '../stores/service.ts';
import { answerPendingOrder, updateFulfilment } from './desk-repository.ts';
import { orderChange, orderRecord, toOrder } from './order-mapper.ts';
import { findOrder, findOrderProductIds, findStoreOrder } from './orders-repository.ts';
import type { OnlinePayments } from '../payments/service.ts';
import { orderNotFound } from './read-orders.ts';
import { readyTimeOf } from './ready-time.ts';

export interface DeskDeps {
  db: Database;
  clock: Clock;
  events: OrderEvents;
  counter: OrderCounter;
  /** Captures a held payment at acceptance, releases it at rejection. */
  onlinePayments: OnlinePayments | null;
}

/** A rejection may name only products of the order as sold out. */
async function checkSoldOut(db: Database, orderId: number, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  const ordered = new Set(await findOrderProductIds(db, orderId));
  if (productIds.every((id) => ordered.has(id))) return;
  throw fieldError('sold_out_not_in_order', 'sold_out_product_ids');
}

/**
 * The restaurant accepts (with a ready time: by default its slot, or the store's preparation time) or
 * rejects (with a reason, and the products that are sold out) a pending order, once; the customer and
 * the store hear of it.
 */
export async function answerOrder(
  { db, clock, events, counter, onlinePayments }: DeskDeps,
  storeId: number,
  id: number,
  input: AnsweredOrder,
): Promise<Order> {
  const now = clock.now();
  const accepted = input.approval_status === APPROVAL_STATUS.accepted;
  const order = await findStoreOrder(db, storeId, id);
  if (!order || order.number === null) throw orderNotFound(id);
  await checkSoldOut(db, id, input.sold_out_product_ids);
  const defaults = {
    prepMinutes: (await getStore(db, storeId)).prepMinutes,
    scheduledFor: order.scheduledFor,
  };
  const answered = await answerPendingOrder(db, storeId, id, accepted ? 'accepted' : 'rejected', {
    readyAt: accepted ? readyTimeOf(input, now, defaults) : null,
    rejectReasonCode: input.reject_reason_code,
    rejectReason: input.reject_reason,
    soldOutProductIds: input.sold_out_product_ids,
    answeredAt: now,
  });
  if (!answered) {
    throw new AppError(
      orderState(orderRecord(order)) === 'cancelled' ? 'order_cancelled' : 'order_already_answered',
    );
  }
  events.updated(orderChange(answered.order));
  counter.count(accepted ? 'accepted' : 'rejected');
  if (onlinePayments && answered.payment.paymentMethod === 'online') {
    await onlinePayments.trySettle(id);
    const settled = await findOrder(db, id);
    if (settled) return toOrder(settled, 'kitchen');
  }
  return toOrder(answered, 'kitchen');
}

/** Why the kitchen cannot move the order to `to` (planMove refused it), as a code with its values. */
function moveRefused(order: OrderRecord, to: FulfilmentStatus): AppError {
  const from = orderState(order);
  if (from === 'pending') return new AppError('order_not_accepted');
  if (from === 'rejected') return new AppError('order_rejected');
  if (from === 'cancelled') return new AppError('order_cancelled');
  if (!fulfilmentSteps(order.order_type).includes(to)) {
    const kind = order.order_type === ORDER_TYPE.pickup ? 'pickup' : 'delivery';
    return new AppError('order_step_not_in_flow', { kind, step: to });
  }
  return new AppError(from === to ? 'order_step_done' : 'order_step_back', { step: from });
}

/** The next fulfilment step of an accepted order of the store, as the order flow allows (`@food/contract`). */
export async function advanceFulfilment(
  { db, events }: Pick<DeskDeps, 'db' | 'events'>,
  storeId: number,
  id: number,
  status: FulfilmentStatus,
): Promise<Order> {
  const order = await findStoreOrder(db, storeId, id);
  if (!order) throw orderNotFound(id);
  const record = orderRecord(order);
  const plan = planMove(record, status, 'restaurant');
  if (!plan.ok) throw moveRefused(record, status);
  const updated = await updateFulfilment(db, order, plan.move);
  if (!updated) throw new AppError('order_changed');
  events.updated(orderChange(updated.order));
  return toOrder(updated, 'kitchen');
}
