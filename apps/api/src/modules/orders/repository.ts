import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  addresses,
  categories,
  deliveryPostcodes,
  idempotencyKeys,
  orderItems,
  orders,
  payments,
  productVariants,
  products,
  taxes,
} from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
export type NewOrderValues = Omit<typeof orders.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type NewItemValues = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;
export type NewPaymentValues = Omit<typeof payments.$inferInsert, 'id' | 'orderId' | 'createdAt'>;

export interface OrderWithLines {
  order: OrderRow;
  items: OrderItemRow[];
  payment: PaymentRow;
}

/** The products an order names, with their tax rate and whether their category is active. */
export function findOrderableProducts(db: Database, ids: number[]) {
  return db
    .select({
      id: products.id,
      storeId: products.storeId,
      name: products.name,
      type: products.type,
      priceMinor: products.priceMinor,
      isActive: products.isActive,
      categoryIsActive: categories.isActive,
      taxRateBasisPoints: taxes.rateBasisPoints,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(taxes, eq(taxes.id, products.taxId))
    .where(inArray(products.id, ids));
}
export type OrderableProduct = Awaited<ReturnType<typeof findOrderableProducts>>[number];

export function findVariants(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(productVariants).where(inArray(productVariants.id, ids));
}

export async function findStorePostcode(db: Database, storeId: number, id: number) {
  const [row] = await db
    .select()
    .from(deliveryPostcodes)
    .where(and(eq(deliveryPostcodes.storeId, storeId), eq(deliveryPostcodes.id, id)));
  return row;
}

export async function findAddressOf(
  db: Database,
  userId: number,
  id: number,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.id, id)));
  return row;
}

/** The shipping address the customer saved last. */
export async function findLatestAddressOf(db: Database, userId: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.type, 'shipping')))
    .orderBy(desc(addresses.updatedAt), desc(addresses.id))
    .limit(1);
  return row;
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
async function withLines(db: Database, rows: OrderRow[]): Promise<OrderWithLines[]> {
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

export async function orderOfStoreExists(db: Database, storeId: number, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.id, id)));
  return rows.length > 0;
}

/**
 * Answers the order only if it is still pending: the condition in the UPDATE itself decides between
 * two answers racing, so exactly one of them changes the row.
 */
export async function answerPendingOrder(
  db: Database,
  storeId: number,
  id: number,
  values: Pick<NewOrderValues, 'approvalStatus' | 'rejectReason' | 'answeredAt'>,
): Promise<OrderWithLines | undefined> {
  const [row] = await db
    .update(orders)
    .set(values)
    .where(and(eq(orders.storeId, storeId), eq(orders.id, id), eq(orders.approvalStatus, 1)))
    .returning();
  return row ? (await withLines(db, [row]))[0] : undefined;
}

/**
 * Holds the (user, key) pair until the caller's transaction ends, or answers false at once when
 * another transaction holds it, i.e. a request with that key is still running.
 */
export async function tryLockIdempotencyKey(db: Database, userId: number, key: string): Promise<boolean> {
  const result = await db.execute<{ locked: boolean }>(
    sql`select pg_try_advisory_xact_lock(hashtextextended(${`order-idempotency:${userId}:${key}`}, 0)) as locked`,
  );
  return (result as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked === true;
}

export async function deleteExpiredIdempotencyKeys(db: Database, userId: number, now: Date) {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), lte(idempotencyKeys.expiresAt, now)));
}

export async function findIdempotencyKey(
  db: Database,
  userId: number,
  key: string,
): Promise<IdempotencyKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

export async function insertIdempotencyKey(
  db: Database,
  values: Omit<typeof idempotencyKeys.$inferInsert, 'id' | 'createdAt'>,
) {
  await db.insert(idempotencyKeys).values(values);
}
