import { orderState, planMove, type Order, type OrderRecord } from '@food/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { OrderCounter } from '../../lib/metrics.ts';
import type { OrderEvents } from '../../realtime/order-events.ts';
import type { AuthUser } from '../auth/service.ts';
import { cancelPendingOrder } from './desk-repository.ts';
import { orderChange, orderRecord, toOrder } from './order-mapper.ts';
import type { OnlinePayments } from '../payments/service.ts';
import { findOrder } from './orders-repository.ts';
import { orderNotFound } from './read-orders.ts';

const cancelRefused = (order: OrderRecord) =>
  new AppError(orderState(order) === 'cancelled' ? 'order_cancelled' : 'order_already_answered');

/**
 * The customer takes back an order placed by mistake, while the restaurant has not answered it. The
 * desks hear it (their ringing for it stops) and its slot's place is free again, as slots count only
 * orders that are neither rejected nor cancelled; a payment held online is released. Someone else's
 * order is not found. `user` null: a guest, whose key to the order the route has checked.
 */
export async function cancelOrder(
  {
    db,
    events,
    counter,
    onlinePayments,
  }: { db: Database; events: OrderEvents; counter: OrderCounter; onlinePayments: OnlinePayments | null },
  user: AuthUser | null,
  id: number,
): Promise<Order> {
  let found = await findOrder(db, id);
  if (!found || (user !== null && found.order.userId !== user.id)) throw orderNotFound(id);
  // Unpaid, it never reached the desk: it ends with its checkout, expired now; paid, it is cancelled as any other.
  if (found.order.number === null) {
    if (!onlinePayments) throw new AppError('order_awaiting_payment');
    const abandoned = await onlinePayments.abandon(id);
    found = (await findOrder(db, id))!;
    if (abandoned) return toOrder(found, 'customer');
    // Paid meanwhile (numbered now, cancelled below as any other), or ended already.
    if (found.order.number === null) throw cancelRefused(orderRecord(found.order));
  }
  const record = orderRecord(found.order);
  const plan = planMove(record, 'cancelled', 'customer');
  if (!plan.ok) throw cancelRefused(record);
  const cancelled = await cancelPendingOrder(db, found.order, plan.move);
  // The restaurant (or the deadline) answered between the read and the write.
  if (!cancelled) throw new AppError('order_already_answered');
  events.updated(orderChange(cancelled.order));
  counter.count('cancelled');
  if (onlinePayments && cancelled.payment.paymentMethod === 'online') {
    await onlinePayments.trySettle(id);
    const settled = await findOrder(db, id);
    if (settled) return toOrder(settled, 'customer');
  }
  return toOrder(cancelled, 'customer');
}
