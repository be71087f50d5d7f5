import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { APPROVAL_STATUS, isOrderInProgress, type FulfilmentStatus } from '@food/contract';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/** Rows of a raw query, whichever driver ran it. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The local midnight that starts the day of `now` in the store's time zone, `daysBack` days earlier. */
const localMidnight = (now: Date, timeZone: string, daysBack: number) =>
  sql`((date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${timeZone}) - make_interval(days => ${daysBack})) at time zone ${timeZone})`;

export interface TodayTotals {
  orders: number;
  revenueMinor: number;
  pending: number;
  averageAnswerSeconds: number | null;
}

export async function findTodayTotals(
  db: Database,
  storeId: number,
  now: Date,
  timeZone: string,
): Promise<TodayTotals> {
  const result = await db.execute(sql`
    select
      count(*) filter (where created_at >= ${localMidnight(now, timeZone, 0)})::int as orders,
      coalesce(sum(total_minor) filter (
        where created_at >= ${localMidnight(now, timeZone, 0)} and approval_status = ${APPROVAL_STATUS.accepted}
      ), 0)::int as revenue_minor,
      count(*) filter (where approval_status = ${APPROVAL_STATUS.pending})::int as pending,
      round(avg(extract(epoch from answered_at - created_at)) filter (
        where created_at >= ${localMidnight(now, timeZone, 0)} and answered_at is not null and not timed_out
      ))::int as average_answer_seconds
    from orders
    where store_id = ${storeId} and number is not null`);
  const [row] = rowsOf<{
    orders: number;
    revenue_minor: number;
    pending: number;
    average_answer_seconds: number | null;
  }>(result);
  return {
    orders: row?.orders ?? 0,
    revenueMinor: row?.revenue_minor ?? 0,
    pending: row?.pending ?? 0,
    averageAnswerSeconds: row?.average_answer_seconds ?? null,
  };
}

/** Whether any order has been placed with the store (a test order counts). */
export async function hasPlacedOrder(db: Database, storeId: number): Promise<boolean> {
  const result = await db.execute(
    sql`select exists (select 1 from orders where store_id = ${storeId} and number is not null) as placed`,
  );
  return rowsOf<{ placed: boolean }>(result)[0]?.placed === true;
}

export interface HourCount {
  hour: number;
  today: number;
  previousDays: number;
}

/** Orders per local hour: placed today, and placed on the `days` days before today. */
export async function countOrdersPerHour(
  db: Database,
  storeId: number,
  now: Date,
  timeZone: string,
  days: number,
): Promise<HourCount[]> {
  const result = await db.execute(sql`
    select
      extract(hour from created_at at time zone ${timeZone})::int as hour,
      count(*) filter (where created_at >= ${localMidnight(now, timeZone, 0)})::int as today,
      count(*) filter (where created_at < ${localMidnight(now, timeZone, 0)})::int as previous_days
    from orders
    where store_id = ${storeId} and number is not null and created_at >= ${localMidnight(now, timeZone, days)}
      and created_at <= ${now.toISOString()}::timestamptz
    group by 1`);
  return rowsOf<{ hour: number; today: number; previous_days: number }>(result).map((row) => ({
    hour: row.hour,
    today: row.today,
    previousDays: row.previous_days,
  }));
}

/** Orders still waiting for an answer, per store that has any (the metrics' gauge). */
export async function countPendingOrders(db: Database): Promise<{ storeId: number; count: number }[]> {
  return rowsOf(
    await db.execute(sql`
      select store_id as "storeId", count(*)::int as count from orders
        where approval_status = ${APPROVAL_STATUS.pending} and number is not null group by store_id`),
  );
}

/**
 * The store's orders that can still change (waiting for an answer or a payment, or accepted and not yet
 * handed over), placed or due since `since`: older ones the kitchen never closed no longer count.
 */
export async function countOrdersInProgress(db: Database, storeId: number, since: Date): Promise<number> {
  const rows = await db
    .select({
      order_type: orders.orderType,
      approval_status: orders.approvalStatus,
      fulfilment_status: orders.fulfilmentStatus,
    })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        inArray(orders.approvalStatus, [APPROVAL_STATUS.pending, APPROVAL_STATUS.accepted]),
        or(gte(orders.createdAt, since), gte(orders.scheduledFor, since)),
      ),
    );
  return rows.filter((row) =>
    isOrderInProgress({ ...row, fulfilment_status: row.fulfilment_status as FulfilmentStatus | null }),
  ).length;
}
