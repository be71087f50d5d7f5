import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  min,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { APPROVAL_STATUS, ROLE, type AnswerMove, type DeskFilter, type KitchenMove } from '@food/contract';
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
  stores,
  taxes,
  users,
} from '../../db/schema/index.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
export type NewOrderValues = Omit<typeof orders.$inferInsert, 'id' | 'updatedAt'>;
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
 * two answers racing (or an answer and the timeout), so exactly one of them changes the row.
 */
export async function answerPendingOrder(
  db: Database,
  storeId: number,
  id: number,
  answer: AnswerMove['to'],
  values: Pick<NewOrderValues, 'rejectReason' | 'answeredAt' | 'readyAt'>,
): Promise<OrderWithLines | undefined> {
  const [row] = await db
    .update(orders)
    .set({ ...values, approvalStatus: APPROVAL_STATUS[answer] })
    .where(
      and(eq(orders.storeId, storeId), eq(orders.id, id), eq(orders.approvalStatus, APPROVAL_STATUS.pending)),
    )
    .returning();
  return row ? (await withLines(db, [row]))[0] : undefined;
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

/** Moves the order to its next step only if nobody moved it since `from` was read. */
export async function updateFulfilment(
  db: Database,
  order: Pick<OrderRow, 'id' | 'storeId'>,
  { from, to }: KitchenMove,
): Promise<OrderWithLines | undefined> {
  const [row] = await db
    .update(orders)
    .set({ fulfilmentStatus: to })
    .where(
      and(
        eq(orders.storeId, order.storeId),
        eq(orders.id, order.id),
        eq(orders.approvalStatus, APPROVAL_STATUS.accepted),
        sql`${orders.fulfilmentStatus} is not distinct from ${from === 'accepted' ? null : from}`,
      ),
    )
    .returning();
  return row ? (await withLines(db, [row]))[0] : undefined;
}

/** Orders placed since the start of the day that `now` falls on in the time zone. */
const placedOnDayOf = ({ now, timeZone }: { now: Date; timeZone: string }): SQL =>
  sql`${orders.createdAt} >= (date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${timeZone}) at time zone ${timeZone})`;

function deskFilter(filter: DeskFilter, today: { now: Date; timeZone: string }): SQL | undefined {
  if (filter === 'today') return placedOnDayOf(today);
  if (filter === 'all') return undefined;
  return eq(orders.approvalStatus, APPROVAL_STATUS[filter]);
}

/** An order number (exact, '#' allowed) or part of the customer's name, case-insensitive. */
function deskSearch(search: string): SQL | undefined {
  if (!search) return undefined;
  const byName = ilike(orders.customerName, `%${search.replace(/[\\%_]/g, '\\$&')}%`);
  const number = /^#?(\d{1,9})$/.exec(search)?.[1];
  return number ? or(eq(orders.id, Number(number)), byName) : byName;
}

/** One page of a store's orders, newest first, with the count of all that match. */
export async function listStoreOrdersPage(
  db: Database,
  storeId: number,
  query: {
    filter: DeskFilter;
    search: string;
    /** What "today" means for the store. */
    today: { now: Date; timeZone: string };
    limit: number;
    offset: number;
  },
): Promise<{ rows: OrderWithLines[]; total: number }> {
  const where = and(
    eq(orders.storeId, storeId),
    deskFilter(query.filter, query.today),
    deskSearch(query.search),
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows: await withLines(db, rows), total: totals?.n ?? 0 };
}

export async function countPendingOrders(db: Database, storeId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), eq(orders.approvalStatus, APPROVAL_STATUS.pending)));
  return row?.n ?? 0;
}

/** Rejects every pending order past its deadline; two processes doing it at once reject each order once. */
export async function rejectOverdueOrders(db: Database, now: Date, reason: string): Promise<OrderRow[]> {
  return db
    .update(orders)
    .set({ approvalStatus: APPROVAL_STATUS.rejected, rejectReason: reason, answeredAt: now, timedOut: true })
    .where(and(eq(orders.approvalStatus, APPROVAL_STATUS.pending), lte(orders.answerDeadline, now)))
    .returning();
}

/** The store's latest answers since it was last resumed, newest first. */
export function latestAnswers(db: Database, storeId: number, since: Date | null, limit: number) {
  return db
    .select({ timedOut: orders.timedOut })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        isNotNull(orders.answeredAt),
        since ? gt(orders.answeredAt, since) : undefined,
      ),
    )
    .orderBy(desc(orders.answeredAt), desc(orders.id))
    .limit(limit);
}

/** Pending orders placed before `placedBefore` whose administrators have not been e-mailed, with their store. */
export function listUnalertedPendingOrders(db: Database, placedBefore: Date) {
  return db
    .select({ order: orders, store: stores })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(
      and(
        eq(orders.approvalStatus, APPROVAL_STATUS.pending),
        isNull(orders.deskAlertedAt),
        lte(orders.createdAt, placedBefore),
      ),
    )
    .orderBy(asc(orders.id));
}

/** Marks the order's desk alert as sent; false when another process (or an answer) came first. */
export async function claimDeskAlert(db: Database, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ deskAlertedAt: now })
    .where(
      and(
        eq(orders.id, id),
        eq(orders.approvalStatus, APPROVAL_STATUS.pending),
        isNull(orders.deskAlertedAt),
      ),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** The earliest deadline of a pending order, and the earliest placing time of one not yet due for its desk check. */
export async function findPendingTimes(db: Database, uncheckedAfter: Date) {
  const [row] = await db
    .select({
      nextDeadline: min(orders.answerDeadline),
      nextUncheckedPlacedAt: sql<
        Date | string | null
      >`min(${orders.createdAt}) filter (where ${orders.deskAlertedAt} is null and ${orders.createdAt} > ${uncheckedAfter.toISOString()}::timestamptz)`,
    })
    .from(orders)
    .where(eq(orders.approvalStatus, APPROVAL_STATUS.pending));
  const asDate = (value: Date | string | null | undefined) => (value ? new Date(value) : null);
  return {
    nextDeadline: asDate(row?.nextDeadline),
    nextUncheckedPlacedAt: asDate(row?.nextUncheckedPlacedAt),
  };
}

export async function listStoreAdminEmails(db: Database, storeId: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.storeId, storeId), eq(users.roleId, ROLE.storeAdmin)))
    .orderBy(asc(users.id));
  return rows.map((row) => row.email);
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
