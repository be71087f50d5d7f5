import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItemOptions, orderItems, orders } from '../../db/schema/index.ts';
import { groupBy } from '../../lib/group-by.ts';
import { paymentsOf, refundsOf, type PaymentRow, type RefundRow } from '../payments/service.ts';

export type OrderRow = typeof orders.$inferSelect;
type OrderItemOptionRow = typeof orderItemOptions.$inferSelect;
/** An order item with the copies of its chosen options, in the order they were chosen. */
export type OrderItemRow = typeof orderItems.$inferSelect & { options: OrderItemOptionRow[] };
/** A new order's row but for its id, number and update stamp: every column, none left to a default. */
export type NewOrderValues = Omit<OrderRow, 'id' | 'number' | 'updatedAt'>;
type NewOptionValues = Required<
  Omit<typeof orderItemOptions.$inferInsert, 'id' | 'orderItemId' | 'position'>
>;
export type NewItemValues = Omit<typeof orderItems.$inferSelect, 'id' | 'orderId'> & {
  options: NewOptionValues[];
};
export type NewPaymentValues = Omit<PaymentRow, 'id' | 'orderId' | 'createdAt' | 'updatedAt'>;

export interface OrderWithLines {
  order: OrderRow;
  items: OrderItemRow[];
  payment: PaymentRow;
  refunds: RefundRow[];
}

/**
 * The orders the restaurant has: those with a number. An order awaiting its online payment, or whose
 * payment never completed, has none: it is on no desk, list, count or report of the store.
 */
export const onTheDesk = isNotNull(orders.number);
/** An order on the desk: it has its number. */
export type DeskOrderRow = OrderRow & { number: number };

/** The item's options, oldest chosen first, as JSON in the item's own row: one statement for both. */
const optionsOfItem = sql<OrderItemOptionRow[]>`coalesce((select json_agg(json_build_object(
    'id', o.id, 'orderItemId', o.order_item_id, 'optionId', o.option_id, 'groupName', o.group_name,
    'name', o.name, 'kitchenName', o.kitchen_name, 'priceMinor', o.price_minor, 'position', o.position)
    order by o.position, o.id)
  from ${orderItemOptions} o where o.order_item_id = ${orderItems}."id"), '[]'::json)`;

/** The orders with their items (in the order they were placed, each with its options) and payments. */
export async function withLines(db: Database, rows: OrderRow[]): Promise<OrderWithLines[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [items, paymentRows, refundRows] = await Promise.all([
    db
      .select({ ...getTableColumns(orderItems), options: optionsOfItem })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.id)),
    paymentsOf(db, ids),
    refundsOf(db, ids),
  ]);
  const itemsByOrder = groupBy(items, (item) => item.orderId);
  const paymentByOrder = new Map(paymentRows.map((payment) => [payment.orderId, payment]));
  const refundsByOrder = groupBy(refundRows, (refund) => refund.orderId);
  return rows.map((order) => {
    const payment = paymentByOrder.get(order.id);
    if (!payment) throw new Error(`order ${order.id} has no payment row`);
    return {
      order,
      items: itemsByOrder.get(order.id) ?? [],
      payment,
      refunds: refundsByOrder.get(order.id) ?? [],
    };
  });
}

/** The order's own row, without its lines. */
export async function findOrderRow(db: Database, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

export async function findOrder(db: Database, id: number): Promise<OrderWithLines | undefined> {
  const row = await findOrderRow(db, id);
  return row ? (await withLines(db, [row]))[0] : undefined;
}

/** Newest first, of one customer or of one store (those on its desk). */
export async function listOrders(
  db: Database,
  owner: { userId: number } | { storeId: number },
  limit: number,
): Promise<OrderWithLines[]> {
  const filter: SQL | undefined =
    'userId' in owner ? eq(orders.userId, owner.userId) : and(eq(orders.storeId, owner.storeId), onTheDesk);
  const rows = await db
    .select()
    .from(orders)
    .where(filter)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return withLines(db, rows);
}

/** The products the order's items were made of (null once deleted: left out). */
export async function findOrderProductIds(db: Database, orderId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ productId: orderItems.productId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return rows.flatMap((row) => (row.productId === null ? [] : [row.productId]));
}

export async function findStoreOrder(
  db: Database,
  storeId: number,
  id: number,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.id, id)));
  return row;
}
