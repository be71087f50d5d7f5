import {
  APPROVAL_STATUS,
  planMove,
  type AnsweredOrder,
  type FulfilmentStatus,
  type Order,
} from '@food/contract';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, invalid } from '../../lib/errors.ts';
import type { OrderCounter } from '../../lib/metrics.ts';
import type { OrderEvents } from '../../realtime/order-events.ts';
import { getStore } from '../stores/service.ts';
import { answerPendingOrder, updateFulfilment } from './desk-repository.ts';
import { orderChange, orderRecord, toOrder } from './order-mapper.ts';
import { findOrderProductIds, findStoreOrder } from './orders-repository.ts';
import { orderNotFound } from './read-orders.ts';
import { readyTimeOf } from './ready-time.ts';

export interface DeskDeps {
  db: Database;
  clock: Clock;
  events: OrderEvents;
  counter: OrderCounter;
}

/** A rejection may name only products of the order as sold out. */
async function checkSoldOut(db: Database, orderId: number, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  const ordered = new Set(await findOrderProductIds(db, orderId));
  if (productIds.every((id) => ordered.has(id))) return;
  const message = 'Name only products of this order as sold out';
  throw invalid(message, { sold_out_product_ids: [message] });
}

/**
 * The restaurant accepts (with a ready time: by default its slot, or the store's preparation time) or
 * rejects (with a reason, and the products that are sold out) a pending order, once; the customer and
 * the store hear of it.
 */
export async function answerOrder(
  { db, clock, events, counter }: DeskDeps,
  storeId: number,
  id: number,
  input: AnsweredOrder,
): Promise<Order> {
  const now = clock.now();
  const accepted = input.approval_status === APPROVAL_STATUS.accepted;
  const order = await findStoreOrder(db, storeId, id);
  if (!order) throw orderNotFound(id);
  await checkSoldOut(db, id, input.sold_out_product_ids);
  const defaults = {
    prepMinutes: (await getStore(db, storeId)).prepMinutes,
    scheduledFor: order.scheduledFor,
  };
  const answered = await answerPendingOrder(db, storeId, id, accepted ? 'accepted' : 'rejected', {
    readyAt: accepted ? readyTimeOf(input, now, defaults) : null,
    rejectReason: accepted ? null : input.reject_reason,
    soldOutProductIds: input.sold_out_product_ids,
    answeredAt: now,
  });
  if (!answered) throw conflict('This order has already been answered.');
  events.updated(orderChange(answered.order));
  counter.count(accepted ? 'accepted' : 'rejected');
  return toOrder(answered);
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
  const plan = planMove(orderRecord(order), status, 'restaurant');
  if (!plan.ok) throw conflict(plan.reason);
  const updated = await updateFulfilment(db, order, plan.move);
  if (!updated) throw conflict('This order was changed meanwhile. Reload it and try again.');
  events.updated(orderChange(updated.order));
  return toOrder(updated);
}
