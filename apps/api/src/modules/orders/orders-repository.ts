import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderItemOptions, orderItems, orderNumbers, orders, payments } from '../../db/schema/index.ts';
import { groupBy } from '../../lib/group-by.ts';

export type OrderRow = typeof orders.$inferSelect;
type OrderItemOptionRow = typeof orderItemOptions.$inferSelect;
/** An order item with the copies of its chosen options, in the order they were chosen. */
export type OrderItemRow = typeof orderItems.$inferSelect & { options: OrderItemOptionRow[] };
type PaymentRow = typeof payments.$inferSelect;
export type NewOrderValues = Omit<typeof orders.$inferInsert, 'id' | 'number' | 'updatedAt'>;
type NewOptionValues = Omit<typeof orderItemOptions.$inferInsert, 'id' | 'orderItemId' | 'position'>;
export type NewItemValues = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'> & {
  options: NewOptionValues[];
};
export type NewPaymentValues = Omit<typeof payments.$inferInsert, 'id' | 'orderId' | 'createdAt'>;

export interface OrderWithLines {
  order: OrderRow;
  items: OrderItemRow[];
  payment: PaymentRow;
}

/**
 * The store's next order number, in one statement. The counter's row stays locked until the caller's
 * transaction ends, so concurrent orders take turns, and a rollback gives the number back.
 */
export async function nextOrderNumber(db: Database, storeId: number): Promise<number> {
  const [row] = await db
    .insert(orderNumbers)
    .values({ storeId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: orderNumbers.storeId,
      set: { lastNumber: sql`${orderNumbers.lastNumber} + 1` },
    })
    .returning({ number: orderNumbers.lastNumber });
  if (!row) throw new Error('upsert into order_numbers returned no row');
  return row.number;
}

/** Order, items and payment; the caller's transaction makes them one write. */
export async function insertOrderWithLines(
  db: Database,
  values: NewOrderValues & { number: number },
  items: NewItemValues[],
  payment: NewPaymentValues,
): Promise<OrderWithLines> {
  const [order] = await db.insert(orders).values(values).returning();
  if (!order) throw new Error('insert into orders returned no row');
  const itemRows = await db
    .insert(orderItems)
    .values(items.map(({ options: _options, ...item }) => ({ ...item, orderId: order.id })))
    .returning();
  itemRows.sort((a, b) => a.id - b.id);
  // Rows come back in the order of the values: the nth row is the nth item.
  const optionValues = itemRows.flatMap((row, index) =>
    items[index]!.options.map((option, position) => ({ ...option, orderItemId: row.id, position })),
  );
  const optionRows =
    optionValues.length === 0 ? [] : await db.insert(orderItemOptions).values(optionValues).returning();
  const [paymentRow] = await db
    .insert(payments)
    .values({ ...payment, orderId: order.id })
    .returning();
  if (!paymentRow) throw new Error('insert into payments returned no row');
  return { order, items: attachOptions(itemRows, optionRows), payment: paymentRow };
}

function attachOptions(
  items: (typeof orderItems.$inferSelect)[],
  options: OrderItemOptionRow[],
): OrderItemRow[] {
  const byItem = groupBy(
    options.toSorted((a, b) => a.position - b.position),
    (option) => option.orderItemId,
  );
  return items.map((item) => ({ ...item, options: byItem.get(item.id) ?? [] }));
}

/** The orders with their items (in the order they were placed) and payments, two queries for all. */
export async function withLines(db: Database, rows: OrderRow[]): Promise<OrderWithLines[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [items, options, paymentRows] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    db
      .select({ option: orderItemOptions })
      .from(orderItemOptions)
      .innerJoin(orderItems, eq(orderItems.id, orderItemOptions.orderItemId))
      .where(inArray(orderItems.orderId, ids)),
    db.select().from(payments).where(inArray(payments.orderId, ids)),
  ]);
  const itemsByOrder = groupBy(
    attachOptions(
      items,
      options.map((row) => row.option),
    ),
    (item) => item.orderId,
  );
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
