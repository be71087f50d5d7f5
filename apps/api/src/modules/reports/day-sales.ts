import type { OrderType, PaymentMethod } from '@food/contract';
import { vatSplit, type VatPart } from '@food/money';
import { addDays, localDateOf } from '@food/opening-hours';
import type { Database } from '../../db/client.ts';
import { orderVatParts } from '../orders/service.ts';
import {
  countOrdersPerDay,
  countRejectionsPerDay,
  findAcceptedOrderRates,
  findOrderRates,
  findRefunds,
  findSalesRollups,
  saveSalesRollups,
  type OrderRateRow,
  type ReportRange,
} from './repository.ts';

/** The figures of one local day, payment method and order type; amounts in minor units. */
export interface DaySales {
  day: string;
  paymentMethod: PaymentMethod;
  orderType: OrderType;
  placed: number;
  accepted: number;
  rejected: number;
  cancelled: number;
  pending: number;
  /** Of the accepted orders: */
  goodsMinor: number;
  discountsMinor: number;
  couponSavingsMinor: number;
  deliveryFeesMinor: number;
  totalsMinor: number;
  quantity: number;
  /** Their totals per VAT rate, split as on the receipt. */
  sales: VatPart[];
  /** Refunds made this day (of orders placed whenever), and their part per VAT rate. */
  refundsMinor: number;
  refunds: VatPart[];
}

export interface SalesFiguresResult {
  days: DaySales[];
  rejections: { day: string; reason: string; count: number }[];
}

/** Adds `part` into the parts per rate. */
export function addVat(parts: Map<number, VatPart>, part: VatPart) {
  const sum = parts.get(part.rateBasisPoints);
  if (sum) {
    sum.grossMinor += part.grossMinor;
    sum.netMinor += part.netMinor;
    sum.vatMinor += part.vatMinor;
  } else parts.set(part.rateBasisPoints, { ...part });
}

/** Rows of one order per rate (in order of the orders), each order's rows together. */
function* perOrder(rows: OrderRateRow[]): Generator<OrderRateRow[]> {
  let start = 0;
  for (let index = 1; index <= rows.length; index++) {
    if (index === rows.length || rows[index]!.order_id !== rows[start]!.order_id) {
      yield rows.slice(start, index);
      start = index;
    }
  }
}

const vatOfOrder = (rows: OrderRateRow[]) =>
  orderVatParts(
    {
      discountMinor: rows[0]!.discount_minor,
      couponDiscountMinor: rows[0]!.coupon_discount_minor,
      deliveryFeeMinor: rows[0]!.delivery_fee_minor,
    },
    rows.map((row) => ({ grossMinor: row.gross, rateBasisPoints: row.rate })),
  );

/**
 * A refund's part per rate: taken from the order's grosses per rate in proportion (the split's own
 * largest remainder, with the part kept as the "discount"), its VAT computed as on a receipt.
 */
function refundVat(order: VatPart[], amountMinor: number): VatPart[] {
  const gross = order.reduce((sum, part) => sum + part.grossMinor, 0);
  return vatSplit({
    lines: order.map((part) => ({ grossMinor: part.grossMinor, rateBasisPoints: part.rateBasisPoints })),
    discountMinor: gross - Math.min(amountMinor, gross),
    deliveryFeeMinor: 0,
  });
}

/** A day's orders in figures: what is stored for a settled day (refunds are always read live). */
type OrderSales = Omit<DaySales, 'refundsMinor' | 'refunds'>;

const keyOf = (day: string, paymentMethod: string, orderType: number) =>
  `${day}/${paymentMethod}/${orderType}`;

function emptySales(day: string, paymentMethod: string, orderType: number): OrderSales {
  return {
    day,
    paymentMethod: paymentMethod as PaymentMethod,
    orderType: orderType as OrderType,
    placed: 0,
    accepted: 0,
    rejected: 0,
    cancelled: 0,
    pending: 0,
    goodsMinor: 0,
    discountsMinor: 0,
    couponSavingsMinor: 0,
    deliveryFeesMinor: 0,
    totalsMinor: 0,
    quantity: 0,
    sales: [],
  };
}

const byRate = (parts: Map<number, VatPart>) =>
  [...parts.values()].sort((a, b) => a.rateBasisPoints - b.rateBasisPoints);

/** The orders of the range per local day, payment method and order type, computed from the orders. */
async function orderSalesPerDay(db: Database, range: ReportRange): Promise<OrderSales[]> {
  const [counts, rates] = await Promise.all([
    countOrdersPerDay(db, range),
    findAcceptedOrderRates(db, range),
  ]);
  const days = new Map<string, OrderSales & { salesByRate: Map<number, VatPart> }>();
  const entry = (day: string, paymentMethod: string, orderType: number) => {
    const key = keyOf(day, paymentMethod, orderType);
    let figures = days.get(key);
    if (!figures) {
      figures = { ...emptySales(day, paymentMethod, orderType), salesByRate: new Map() };
      days.set(key, figures);
    }
    return figures;
  };
  for (const row of counts) {
    Object.assign(entry(row.day, row.payment_method, row.order_type), {
      placed: row.placed,
      accepted: row.accepted,
      rejected: row.rejected,
      cancelled: row.cancelled,
      pending: row.pending,
      goodsMinor: row.goods,
      discountsMinor: row.discounts,
      couponSavingsMinor: row.coupon_savings,
      deliveryFeesMinor: row.delivery_fees,
      totalsMinor: row.totals,
    });
  }
  for (const order of perOrder(rates)) {
    const { day, payment_method, order_type } = order[0]!;
    const figures = entry(day, payment_method, order_type);
    for (const row of order) figures.quantity += row.quantity;
    for (const part of vatOfOrder(order)) addVat(figures.salesByRate, part);
  }
  return [...days.values()].map(({ salesByRate, ...figures }) => ({
    ...figures,
    sales: byRate(salesByRate),
  }));
}

/**
 * A day is settled, its figures final, once it ended more than a day ago: every order placed in it has
 * been paid or given up (a checkout lasts 30 minutes) and answered (the answer timeout is 2 hours at most).
 */
const SETTLED_AFTER_DAYS = 2;

function localDaysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The orders' figures of the range: for the settled days from their stored roll-ups (computing and
 * storing the ones missing, unless an order of theirs is still pending), the others from the orders.
 */
async function ordersPerDay(db: Database, range: ReportRange, now: Date): Promise<OrderSales[]> {
  const lastSettled = addDays(localDateOf(range.timeZone, now), -SETTLED_AFTER_DAYS);
  const settledTo = range.to < lastSettled ? range.to : lastSettled;
  if (settledTo < range.from) return orderSalesPerDay(db, range);
  const stored = await findSalesRollups(db, range.storeId, range.from, settledTo);
  const storedDays = new Set(stored.map((rollup) => rollup.day));
  const missing = localDaysOf(range.from, settledTo).filter((day) => !storedDays.has(day));
  const computed = missing.length
    ? (await orderSalesPerDay(db, { ...range, from: missing[0]!, to: missing.at(-1)! })).filter(
        (figures) => !storedDays.has(figures.day),
      )
    : [];
  const settled = missing
    .map((day) => ({ day, sales: computed.filter((figures) => figures.day === day) }))
    .filter(({ sales }) => sales.every((figures) => figures.pending === 0));
  await saveSalesRollups(
    db,
    range.storeId,
    settled.map(({ day, sales }) => ({ day, entries: sales.map(({ day: _day, ...entry }) => entry) })),
  );
  const live =
    settledTo < range.to ? await orderSalesPerDay(db, { ...range, from: addDays(settledTo, 1) }) : [];
  return [
    ...stored.flatMap(({ day, entries }) =>
      entries.map((entry) => ({
        ...entry,
        day,
        paymentMethod: entry.paymentMethod as PaymentMethod,
        orderType: entry.orderType as OrderType,
      })),
    ),
    ...computed,
    ...live,
  ];
}

/**
 * The store's sales per local day, payment method and order type over the range; refunds on the day
 * they were made. `now` (the app's clock) tells the settled days, read from their roll-ups.
 */
export async function salesPerDay(db: Database, range: ReportRange, now: Date): Promise<SalesFiguresResult> {
  const [orderSales, rejections, refunds] = await Promise.all([
    ordersPerDay(db, range, now),
    countRejectionsPerDay(db, range),
    findRefunds(db, range),
  ]);
  const days = new Map<string, DaySales & { refundsByRate: Map<number, VatPart> }>();
  const entry = (day: string, paymentMethod: string, orderType: number) => {
    const key = keyOf(day, paymentMethod, orderType);
    let figures = days.get(key);
    if (!figures) {
      figures = {
        ...emptySales(day, paymentMethod, orderType),
        refundsMinor: 0,
        refunds: [],
        refundsByRate: new Map(),
      };
      days.set(key, figures);
    }
    return figures;
  };
  for (const figures of orderSales)
    Object.assign(entry(figures.day, figures.paymentMethod, figures.orderType), figures);
  const refunded = new Map<number, OrderRateRow[]>();
  const refundedIds = [...new Set(refunds.map((refund) => refund.order_id))];
  for (const order of perOrder(await findOrderRates(db, range.storeId, refundedIds, range.timeZone))) {
    refunded.set(order[0]!.order_id, order);
  }
  for (const refund of refunds) {
    const order = refunded.get(refund.order_id);
    if (!order) continue;
    const figures = entry(refund.day, order[0]!.payment_method, order[0]!.order_type);
    figures.refundsMinor += refund.amount;
    for (const part of refundVat(vatOfOrder(order), refund.amount)) addVat(figures.refundsByRate, part);
  }
  return {
    days: [...days.values()].map(({ refundsByRate, ...figures }) => ({
      ...figures,
      refunds: byRate(refundsByRate),
    })),
    rejections,
  };
}
