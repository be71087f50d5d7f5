import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  idempotencyKeys,
  orderItemOptions,
  orderItems,
  orderNumbers,
  orders,
  payments,
} from '../../db/schema/index.ts';
import { groupBy } from '../../lib/group-by.ts';

export type OrderRow = typeof orders.$inferSelect;
type OrderItemOptionRow = typeof orderItemOptions.$inferSelect;
/** An order item with the copies of its chosen options, in the order they were chosen. */
export type OrderItemRow = typeof orderItems.$inferSelect & { options: OrderItemOptionRow[] };
type PaymentRow = typeof payments.$inferSelect;
/** A new order's row but for its id, number and update stamp: every column, none left to a default. */
export type NewOrderValues = Omit<OrderRow, 'id' | 'number' | 'updatedAt'>;
type NewOptionValues = Required<
  Omit<typeof orderItemOptions.$inferInsert, 'id' | 'orderItemId' | 'position'>
>;
export type NewItemValues = Omit<typeof orderItems.$inferSelect, 'id' | 'orderId'> & {
  options: NewOptionValues[];
};
export type NewPaymentValues = Omit<PaymentRow, 'id' | 'orderId' | 'createdAt'>;

export interface OrderWithLines {
  order: OrderRow;
  items: OrderItemRow[];
  payment: PaymentRow;
}

/** Ids taken from the sequences of orders and order items before the order is written. */
export interface ReservedIds {
  orderId: number;
  itemIds: number[];
}

/**
 * An id for the order and one for each item, from their sequences, so that the order's rows and its
 * answer are complete before it is written (ids have gaps, numbers do not). `ride` are expressions
 * evaluated in the same statement (the Idempotency-Key's lock and lookup), answered as they come.
 */
export async function reserveOrderIds<Ride extends Record<string, unknown>>(
  db: Database,
  itemCount: number,
  ride?: { [K in keyof Ride]: SQL },
): Promise<ReservedIds & { ride: Ride }> {
  const extra = Object.entries(ride ?? {}).map(([name, value]) => sql`, ${value} as ${sql.identifier(name)}`);
  const result = await db.execute(sql`
    select nextval(pg_get_serial_sequence('orders', 'id'))::int as order_id,
      array(select nextval(pg_get_serial_sequence('order_items', 'id'))::int
            from generate_series(1, ${itemCount}::int)) as item_ids${sql.join(extra)}`);
  const [row] = (result as unknown as { rows: (Ride & { order_id: number; item_ids: number[] })[] }).rows;
  if (!row) throw new Error('reserving order ids returned no row');
  const { order_id: orderId, item_ids: itemIds, ...rest } = row;
  return { orderId, itemIds: itemIds.map(Number), ride: rest as unknown as Ride };
}

/** An order's rows as they are to be written, ids included, but for its number (taken as it is written). */
export interface OrderToWrite {
  order: Omit<OrderRow, 'number'>;
  items: (typeof orderItems.$inferSelect & { options: NewOptionValues[] })[];
  payment: NewPaymentValues;
}

/** The Idempotency-Key's row written with the order; its answer's `data.number` is set to the order's number. */
export type KeyToWrite = Omit<typeof idempotencyKeys.$inferInsert, 'id' | 'orderId' | 'createdAt'>;

/**
 * The store's next order number, the order, its items, their options, its payment and (given) its
 * Idempotency-Key's row, in ONE statement of data-modifying CTEs; answers the number.
 *
 * The number is an upsert on `order_numbers` (store, last number): its row stays locked until the caller's
 * transaction ends, so concurrent orders take turns, and a rollback gives the number back. Taken last and
 * written with everything else, it is held for this one statement and the commit.
 */
export async function writeOrder(
  db: Database,
  { order, items, payment }: OrderToWrite,
  key?: KeyToWrite,
): Promise<number> {
  const number = sql`(select last_number from taken_number)`;
  const ctes: SQL[] = [
    sql`taken_number as ${db
      .insert(orderNumbers)
      .values({ storeId: order.storeId, lastNumber: 1 })
      .onConflictDoUpdate({
        target: orderNumbers.storeId,
        set: { lastNumber: sql`${orderNumbers.lastNumber} + 1` },
      })
      .returning({ lastNumber: orderNumbers.lastNumber })}`,
    sql`new_order as ${db.insert(orders).values({ ...order, number })}`,
  ];
  if (items.length > 0) {
    ctes.push(
      sql`new_items as ${db.insert(orderItems).values(items.map(({ options: _options, ...item }) => item))}`,
    );
  }
  const optionValues = items.flatMap((item) =>
    item.options.map((option, position) => ({ ...option, orderItemId: item.id, position })),
  );
  if (optionValues.length > 0) {
    ctes.push(sql`new_options as ${db.insert(orderItemOptions).values(optionValues)}`);
  }
  ctes.push(sql`new_payment as ${db.insert(payments).values({ ...payment, orderId: order.id })}`);
  if (key) {
    const answer = sql`jsonb_set(${JSON.stringify(key.responseBody)}::jsonb, '{data,number}', to_jsonb(${number}))`;
    ctes.push(
      sql`new_key as ${db.insert(idempotencyKeys).values({ ...key, orderId: order.id, responseBody: answer })}`,
    );
  }
  const result = await db.execute(
    sql`with ${sql.join(ctes, sql`, `)} select last_number as number from taken_number`,
  );
  const [row] = (result as unknown as { rows: { number: number }[] }).rows;
  if (!row) throw new Error('writing the order returned no number');
  return Number(row.number);
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
