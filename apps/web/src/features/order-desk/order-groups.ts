import type { Order } from '@food/contract';

/** Orders for the same time: `slot` null for as soon as possible, else the slot's start. */
export type OrderGroup<T> = { slot: string | null; orders: T[] };

/**
 * The desk's list by time: the orders for as soon as possible first (they are for now), then each slot
 * with its orders, earliest first. Within a group the orders keep the list's order.
 */
export function groupBySlot<T extends Pick<Order, 'scheduled_for'>>(orders: readonly T[]): OrderGroup<T>[] {
  const asap: T[] = [];
  const slots = new Map<number, OrderGroup<T>>();
  for (const order of orders) {
    if (!order.scheduled_for) {
      asap.push(order);
      continue;
    }
    // By instant, so that one slot written two ways is still one group.
    const at = new Date(order.scheduled_for).getTime();
    const group = slots.get(at);
    if (group) group.orders.push(order);
    else slots.set(at, { slot: order.scheduled_for, orders: [order] });
  }
  const scheduled = [...slots.entries()].sort(([a], [b]) => a - b).map(([, group]) => group);
  return asap.length > 0 ? [{ slot: null, orders: asap }, ...scheduled] : scheduled;
}
