import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  APPROVAL_STATUS,
  type AnswerMove,
  type CancelMove,
  type DeskFilter,
  type KitchenMove,
} from '@food/contract';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import {
  onTheDesk,
  withLines,
  type NewOrderValues,
  type OrderRow,
  type OrderWithLines,
} from './orders-repository.ts';

/**
 * Answers the order only if it is still pending: the condition in the UPDATE itself decides between
 * two answers racing (or an answer and the timeout), so exactly one of them changes the row.
 */
export async function answerPendingOrder(
  db: Database,
  storeId: number,
  id: number,
  answer: AnswerMove['to'],
  values: Pick<
    NewOrderValues,
    'rejectReasonCode' | 'rejectReason' | 'soldOutProductIds' | 'answeredAt' | 'readyAt'
  >,
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

/** Cancels the customer's order only if it is still pending: against an answer racing it, one of them wins. */
export async function cancelPendingOrder(
  db: Database,
  order: Pick<OrderRow, 'id' | 'userId'>,
  move: CancelMove,
): Promise<OrderWithLines | undefined> {
  const [row] = await db
    .update(orders)
    .set({ approvalStatus: APPROVAL_STATUS[move.to] })
    .where(
      and(
        eq(orders.id, order.id),
        order.userId === null ? isNull(orders.userId) : eq(orders.userId, order.userId),
        eq(orders.approvalStatus, APPROVAL_STATUS[move.from]),
      ),
    )
    .returning();
  return row ? (await withLines(db, [row]))[0] : undefined;
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
/** The start of the store's local day, `days` after today's. */
const localDayStart = ({ now, timeZone }: { now: Date; timeZone: string }, days: number): SQL =>
  sql`((date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${timeZone}) + ${`${days} days`}::interval) at time zone ${timeZone})`;

/** Placed on the store's day, or scheduled for it (an order ahead placed earlier for tonight). */
const onDayOf = (today: { now: Date; timeZone: string }): SQL =>
  sql`(${orders.createdAt} >= ${localDayStart(today, 0)} or (${orders.scheduledFor} >= ${localDayStart(today, 0)} and ${orders.scheduledFor} < ${localDayStart(today, 1)}))`;

function deskFilter(filter: DeskFilter, today: { now: Date; timeZone: string }): SQL | undefined {
  if (filter === 'today') return onDayOf(today);
  if (filter === 'all') return undefined;
  return eq(orders.approvalStatus, APPROVAL_STATUS[filter]);
}

/** An order number (exact, '#' allowed) or part of the customer's name, case-insensitive. */
function deskSearch(search: string): SQL | undefined {
  if (!search) return undefined;
  const byName = ilike(orders.customerName, containsPattern(search));
  const number = /^#?(\d{1,9})$/.exec(search)?.[1];
  return number ? or(eq(orders.number, Number(number)), byName) : byName;
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
    onTheDesk,
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
    .where(and(eq(orders.storeId, storeId), onTheDesk, eq(orders.approvalStatus, APPROVAL_STATUS.pending)));
  return row?.n ?? 0;
}
