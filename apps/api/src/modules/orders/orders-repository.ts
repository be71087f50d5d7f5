import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItems, orders, payments } from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
export type NewOrderValues = Omit<typeof orders.$inferInsert, 'id' | 'updatedAt'>;
export type NewItemValues = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;
export type NewPaymentValues = Omit<typeof payments.$inferInsert, 'id' | 'orderId' | 'createdAt'>;

export interface OrderWithLines {
  order: OrderRow;
  items: OrderItemRow[];
  payment: PaymentRow;
}

/** Order, items and payment; the caller's transaction makes them one write. */
export async function insertOrderWithLines(
  db: Database,
  values: NewOrderValues,
  items: NewItemValues[],
  payment: NewPaymentValues,
): Promise<OrderWithLines> {
  const [order] = await db.insert(orders).values(values).returning();
  if (!order) throw new Error('insert into orders returned no row');
  const itemRows = await db
    .insert(orderItems)
    .values(items.map((item) => ({ ...item, orderId: order.id })))
    .returning();
  const [paymentRow] = await db
    .insert(payments)
    .values({ ...payment, orderId: order.id })
    .returning();
  if (!paymentRow) throw new Error('insert into payments returned no row');
  return { order, items: itemRows.sort((a, b) => a.id - b.id), payment: paymentRow };
}

/** The orders with their items (in the order they were placed) and payments, two queries for all. */
export async function withLines(db: Database, rows: OrderRow[]): Promise<OrderWithLines[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [items, paymentRows] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    db.select().from(payments).where(inArray(payments.orderId, ids)),
  ]);
  const itemsByOrder = new Map<number, OrderItemRow[]>();
  for (const item of items) {
    const list = itemsByOrder.get(item.orderId);
    if (list) list.push(item);
    else itemsByOrder.set(item.orderId, [item]);
  }
  const paymentByOrder = new Map(paymentRows.map((payment) => [payment.orderId, payment]));
  return rows.map((order) => {
    const payment = paymentByOrder.get(order.id);
    if (!payment) throw new Error(`order ${order.id} has no payment row`);
    return { order, items: itemsByOrder.get(order.id) ?? [], payment };
  });
}

export async function findOrder(db: Database, id: number): Promise<OrderWithLines | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ? (await withLines(db, [row]))[0] : undefined;
}

/** Newest first, of one customer or of one store. */
export async function listOrders(
  db: Database,
  owner: { userId: number } | { storeId: number },
  limit: number,
): Promise<OrderWithLines[]> {
  const filter: SQL = 'userId' in owner ? eq(orders.userId, owner.userId) : eq(orders.storeId, owner.storeId);
  const rows = await db
    .select()
    .from(orders)
    .where(filter)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return withLines(db, rows);
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
