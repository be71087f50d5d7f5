import { and, asc, between, eq, sql, type SQL } from 'drizzle-orm';
import { APPROVAL_STATUS } from '@food/contract';
import type { Database } from '../../db/client.ts';
import { salesDayRollups, type SalesRollupEntry } from '../../db/schema/index.ts';

/** Rows of a raw query, whichever driver ran it. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Local days `from`…`to` (both "YYYY-MM-DD", both included) in the store's time zone. */
export interface ReportRange {
  storeId: number;
  from: string;
  to: string;
  timeZone: string;
}

const localDay = (column: SQL, timeZone: string) => sql`(${column} at time zone ${timeZone})::date::text`;

/** Instants from the local midnight starting `from` to the one ending `to`: the index on (store, created_at) serves it. */
function inRange(column: SQL, { from, to, timeZone }: ReportRange) {
  return sql`${column} >= (${from}::date::timestamp at time zone ${timeZone})
    and ${column} < ((${to}::date + 1)::timestamp at time zone ${timeZone})`;
}

const placedOrders = (range: ReportRange) =>
  sql`o.store_id = ${range.storeId} and o.number is not null and ${inRange(sql`o.created_at`, range)}`;

const ACCEPTED = APPROVAL_STATUS.accepted;

export interface OrderCountsRow {
  day: string;
  payment_method: string;
  order_type: number;
  placed: number;
  accepted: number;
  rejected: number;
  cancelled: number;
  pending: number;
  goods: number;
  discounts: number;
  coupon_savings: number;
  delivery_fees: number;
  totals: number;
}

/** Orders per local day, payment method and order type: how many, and the accepted ones' amounts. */
export async function countOrdersPerDay(db: Database, range: ReportRange): Promise<OrderCountsRow[]> {
  const accepted = sql`filter (where o.approval_status = ${ACCEPTED})`;
  const result = await db.execute(sql`
    select ${localDay(sql`o.created_at`, range.timeZone)} as day,
      coalesce(p.payment_method, 'cash') as payment_method, o.order_type::int as order_type,
      count(*)::int as placed,
      count(*) ${accepted}::int as accepted,
      count(*) filter (where o.approval_status = ${APPROVAL_STATUS.rejected})::int as rejected,
      count(*) filter (where o.approval_status = ${APPROVAL_STATUS.cancelled})::int as cancelled,
      count(*) filter (where o.approval_status = ${APPROVAL_STATUS.pending})::int as pending,
      coalesce(sum(o.subtotal_minor) ${accepted}, 0)::float8 as goods,
      coalesce(sum(o.discount_minor) ${accepted}, 0)::float8 as discounts,
      coalesce(sum(o.coupon_saving_minor) ${accepted}, 0)::float8 as coupon_savings,
      coalesce(sum(o.delivery_fee_minor) ${accepted}, 0)::float8 as delivery_fees,
      coalesce(sum(o.total_minor) ${accepted}, 0)::float8 as totals
    from orders o left join payments p on p.order_id = o.id
    where ${placedOrders(range)}
    group by 1, 2, 3`);
  return rowsOf<OrderCountsRow>(result);
}

/** Rejected orders per local day and reason: a preset's code, else the words; `timeout` for those nobody answered. */
export async function countRejectionsPerDay(
  db: Database,
  range: ReportRange,
): Promise<{ day: string; reason: string; count: number }[]> {
  const result = await db.execute(sql`
    select ${localDay(sql`o.created_at`, range.timeZone)} as day,
      case when o.timed_out then 'timeout' else coalesce(o.reject_reason_code, o.reject_reason, '') end as reason,
      count(*)::int as count
    from orders o
    where ${placedOrders(range)} and o.approval_status = ${APPROVAL_STATUS.rejected}
    group by 1, 2`);
  return rowsOf(result);
}

/** An order's goods at one VAT rate, with what its VAT split needs. */
export interface OrderRateRow {
  order_id: number;
  day: string;
  payment_method: string;
  order_type: number;
  discount_minor: number;
  coupon_discount_minor: number;
  delivery_fee_minor: number;
  rate: number;
  gross: number;
  quantity: number;
}

const orderRateColumns = (timeZone: string) => sql`
  o.id as order_id, ${localDay(sql`o.created_at`, timeZone)} as day,
  coalesce(p.payment_method, 'cash') as payment_method, o.order_type::int as order_type,
  o.discount_minor, o.coupon_discount_minor, o.delivery_fee_minor,
  i.tax_rate_basis_points as rate, sum(i.unit_price_minor * i.quantity)::float8 as gross,
  sum(i.quantity)::int as quantity`;

/** The goods of every accepted order of the range per VAT rate, in order of the orders. */
export async function findAcceptedOrderRates(db: Database, range: ReportRange): Promise<OrderRateRow[]> {
  const result = await db.execute(sql`
    select ${orderRateColumns(range.timeZone)}
    from orders o
      join order_items i on i.order_id = o.id
      left join payments p on p.order_id = o.id
    where ${placedOrders(range)} and o.approval_status = ${ACCEPTED}
    group by o.id, p.payment_method, i.tax_rate_basis_points
    order by o.id`);
  return rowsOf<OrderRateRow>(result);
}

export interface RefundRow {
  refund_id: number;
  order_id: number;
  /** The local day the refund was made. */
  day: string;
  amount: number;
}

/** Refunds that went through in the range, of the store's accepted orders (whenever those were placed). */
export async function findRefunds(db: Database, range: ReportRange): Promise<RefundRow[]> {
  const result = await db.execute(sql`
    select r.id as refund_id, r.order_id, ${localDay(sql`r.created_at`, range.timeZone)} as day,
      r.amount_minor::float8 as amount
    from payment_refunds r join orders o on o.id = r.order_id
    where o.store_id = ${range.storeId} and o.approval_status = ${ACCEPTED} and r.status = 'succeeded'
      and ${inRange(sql`r.created_at`, range)}
    order by r.id`);
  return rowsOf<RefundRow>(result);
}

/** The goods per VAT rate of the given orders (the refunded ones), as `findAcceptedOrderRates`. */
export async function findOrderRates(
  db: Database,
  storeId: number,
  orderIds: number[],
  timeZone: string,
): Promise<OrderRateRow[]> {
  if (orderIds.length === 0) return [];
  const result = await db.execute(sql`
    select ${orderRateColumns(timeZone)}
    from orders o
      join order_items i on i.order_id = o.id
      left join payments p on p.order_id = o.id
    where o.store_id = ${storeId}
      and o.id in (${sql.join(
        orderIds.map((id) => sql`${id}`),
        sql`, `,
      )})
    group by o.id, p.payment_method, i.tax_rate_basis_points
    order by o.id`);
  return rowsOf<OrderRateRow>(result);
}

/** A settled day's stored figures. */
export interface SalesRollup {
  day: string;
  entries: SalesRollupEntry[];
}

/** The stored figures of the days `from`…`to` that have them. */
export function findSalesRollups(
  db: Database,
  storeId: number,
  from: string,
  to: string,
): Promise<SalesRollup[]> {
  return db
    .select({ day: salesDayRollups.day, entries: salesDayRollups.entries })
    .from(salesDayRollups)
    .where(and(eq(salesDayRollups.storeId, storeId), between(salesDayRollups.day, from, to)))
    .orderBy(asc(salesDayRollups.day));
}

/** Stores settled days' figures; a day stored meanwhile by another report keeps its row. */
export async function saveSalesRollups(db: Database, storeId: number, rollups: SalesRollup[]): Promise<void> {
  if (rollups.length === 0) return;
  await db
    .insert(salesDayRollups)
    .values(rollups.map((rollup) => ({ storeId, ...rollup })))
    .onConflictDoNothing();
}

export interface ProductSalesRow {
  product_id: number | null;
  variant_id: number | null;
  product_name: string;
  variant_name: string | null;
  quantity: number;
  takings: number;
}

/** The accepted orders' lines per product and variant; a deleted one by the name it had. */
export async function sumProductSales(db: Database, range: ReportRange): Promise<ProductSalesRow[]> {
  const result = await db.execute(sql`
    select i.product_id, i.variant_id,
      (array_agg(i.kitchen_product_name order by i.id desc))[1] as product_name,
      (array_agg(i.kitchen_variant_name order by i.id desc))[1] as variant_name,
      sum(i.quantity)::int as quantity, sum(i.unit_price_minor * i.quantity)::float8 as takings
    from orders o join order_items i on i.order_id = o.id
    where ${placedOrders(range)} and o.approval_status = ${ACCEPTED}
    group by i.product_id, i.variant_id,
      case when i.product_id is null then i.kitchen_product_name end,
      case when i.variant_id is null then i.kitchen_variant_name end
    order by takings desc, quantity desc`);
  return rowsOf<ProductSalesRow>(result);
}

export interface OptionCountRow {
  option_id: number | null;
  group_name: string;
  name: string;
  quantity: number;
}

/** The options chosen most on the accepted orders' lines (counted per item). */
export async function countOptionChoices(
  db: Database,
  range: ReportRange,
  limit: number,
): Promise<OptionCountRow[]> {
  const result = await db.execute(sql`
    select io.option_id,
      (array_agg(io.group_name order by io.id desc))[1] as group_name,
      (array_agg(io.kitchen_name order by io.id desc))[1] as name,
      sum(i.quantity)::int as quantity
    from orders o
      join order_items i on i.order_id = o.id
      join order_item_options io on io.order_item_id = i.id
    where ${placedOrders(range)} and o.approval_status = ${ACCEPTED}
    group by io.option_id, case when io.option_id is null then io.group_name || ' / ' || io.kitchen_name end
    order by quantity desc, name
    limit ${limit}`);
  return rowsOf<OptionCountRow>(result);
}

export interface HourCell {
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
  hour: number;
  orders: number;
  takings: number;
}

/** Orders per local weekday and hour, and the accepted ones' totals. */
export async function countOrdersPerWeekHour(db: Database, range: ReportRange): Promise<HourCell[]> {
  const local = sql`(o.created_at at time zone ${range.timeZone})`;
  const result = await db.execute(sql`
    select (extract(isodow from ${local})::int - 1) as weekday, extract(hour from ${local})::int as hour,
      count(*)::int as orders,
      coalesce(sum(o.total_minor) filter (where o.approval_status = ${ACCEPTED}), 0)::float8 as takings
    from orders o
    where ${placedOrders(range)}
    group by 1, 2`);
  return rowsOf<HourCell>(result);
}

/** Seconds from placing to the answer, over the range's answered orders; automatic rejections left out. */
export async function averageAnswerSeconds(db: Database, range: ReportRange): Promise<number | null> {
  const result = await db.execute(sql`
    select round(avg(extract(epoch from o.answered_at - o.created_at)))::int as seconds
    from orders o
    where ${placedOrders(range)} and o.answered_at is not null and not o.timed_out`);
  return rowsOf<{ seconds: number | null }>(result)[0]?.seconds ?? null;
}
