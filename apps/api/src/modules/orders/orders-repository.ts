import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  getTableName,
  inArray,
  sql,
  type SQL,
  type Table,
} from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  idempotencyKeys,
  orderItemOptions,
  orderItems,
  orderNumbers,
  orders,
  payments,
} from '../../db/schema/index.ts';
import { toSnakeCase } from 'drizzle-orm/casing';
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

/** The table's properties in column order, but for `leftOut` (the database's defaults, or set by the statement). */
const keysOf = (table: Table, leftOut: string[] = []) =>
  Object.keys(getTableColumns(table)).filter((key) => !leftOut.includes(key));

/**
 * `insert into table (columns) select columns from` the table's rows read from the JSON parameter, each
 * column's expression in the select list replaced where `expressions` says so.
 */
function insertFrom(
  table: Table,
  keys: string[],
  source: 'jsonb_populate_record' | 'jsonb_populate_recordset',
  param: string,
  expressions: Record<string, string> = {},
) {
  const name = getTableName(table);
  const columns = keys.map((key) => `"${toSnakeCase(key)}"`);
  const values = keys.map((key, index) => expressions[key] ?? columns[index]);
  return `insert into "${name}" (${columns.join(', ')}) select ${values.join(', ')} from ${source}(null::"${name}", ${param}::jsonb)`;
}

const ORDER_KEYS = keysOf(orders);
const ITEM_KEYS = keysOf(orderItems);
const OPTION_KEYS = keysOf(orderItemOptions, ['id']);
const PAYMENT_KEYS = keysOf(payments, ['id', 'createdAt']);
const KEY_KEYS = keysOf(idempotencyKeys, ['id', 'createdAt']);
const takenNumber = '(select last_number from taken_number)';

/**
 * One text for every order, whatever its items, options and key: the rows arrive as JSON ($2 to $6)
 * and `jsonb_populate_record(set)` reads them as rows of their tables, so PostgreSQL prepares the
 * statement once per connection and nothing is built per order.
 */
const WRITE_ORDER = [
  `with taken_number as (insert into "${getTableName(orderNumbers)}" ("store_id", "last_number") values ($1, 1)`,
  ` on conflict ("store_id") do update set "last_number" = "${getTableName(orderNumbers)}"."last_number" + 1`,
  ' returning "last_number"),',
  ` new_order as (${insertFrom(orders, ORDER_KEYS, 'jsonb_populate_record', '$2', { number: takenNumber })}),`,
  ` new_items as (${insertFrom(orderItems, ITEM_KEYS, 'jsonb_populate_recordset', '$3')}),`,
  ` new_options as (${insertFrom(orderItemOptions, OPTION_KEYS, 'jsonb_populate_recordset', '$4')}),`,
  ` new_payment as (${insertFrom(payments, PAYMENT_KEYS, 'jsonb_populate_record', '$5')}),`,
  ` new_key as (${insertFrom(idempotencyKeys, KEY_KEYS, 'jsonb_populate_recordset', '$6', {
    responseBody: `jsonb_set("response_body", '{data,number}', to_jsonb(${takenNumber}))`,
  })})`,
  ' select last_number as number from taken_number',
]
  .join('')
  // Split once at its parameters: each call only puts its values between the same pieces.
  .split(/\$(\d)/)
  .map((piece, index) => (index % 2 === 1 ? Number(piece) - 1 : sql.raw(piece)));

/** A row as a JSON object of its columns (instants as ISO strings, as drizzle sends them). */
const asRecord = (row: object, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [toSnakeCase(key), (row as Record<string, unknown>)[key] ?? null]));

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
  const options = items.flatMap((item) =>
    item.options.map((option, position) => ({ ...option, orderItemId: item.id, position })),
  );
  const json = (value: unknown) => JSON.stringify(value);
  const params = [
    order.storeId,
    json(asRecord({ ...order, number: null }, ORDER_KEYS)),
    json(items.map((item) => asRecord(item, ITEM_KEYS))),
    json(options.map((option) => asRecord(option, OPTION_KEYS))),
    json(asRecord({ ...payment, orderId: order.id }, PAYMENT_KEYS)),
    json(key ? [asRecord({ ...key, orderId: order.id }, KEY_KEYS)] : []),
  ];
  const statement = WRITE_ORDER.map((piece) => (typeof piece === 'number' ? sql`${params[piece]}` : piece));
  const result = await db.execute(sql.join(statement));
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
