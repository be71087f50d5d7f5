import { ORDER_TYPE, PAYMENT_METHODS, type SalesFigures } from '@food/contract';
import { fromMinor, type VatPart } from '@food/money';
import { addVat, type DaySales } from './day-sales.ts';

export type Rejection = { day: string; reason: string; count: number };

const percent = (basisPoints: number) => basisPoints / 100;

/** Per rate: what was sold less what was refunded. */
export function takingsPerRate(days: readonly DaySales[]): VatPart[] {
  const parts = new Map<number, VatPart>();
  for (const day of days) {
    for (const part of day.sales) addVat(parts, part);
    for (const part of day.refunds) {
      addVat(parts, {
        rateBasisPoints: part.rateBasisPoints,
        grossMinor: -part.grossMinor,
        netMinor: -part.netMinor,
        vatMinor: -part.vatMinor,
      });
    }
  }
  return [...parts.values()].sort((a, b) => a.rateBasisPoints - b.rateBasisPoints);
}

const sum = (days: readonly DaySales[], value: (day: DaySales) => number) =>
  days.reduce((total, day) => total + value(day), 0);

function share(days: readonly DaySales[]) {
  return {
    orders: sum(days, (day) => day.accepted),
    takings: fromMinor(sum(days, (day) => day.totalsMinor - day.refundsMinor)),
  };
}

/** The figures of some days (of one period, or of the whole range). */
export function salesFigures(days: readonly DaySales[], rejections: readonly Rejection[]): SalesFigures {
  const accepted = sum(days, (day) => day.accepted);
  const totals = sum(days, (day) => day.totalsMinor);
  const refunds = sum(days, (day) => day.refundsMinor);
  const reasons = new Map<string, number>();
  for (const rejection of rejections) {
    reasons.set(rejection.reason, (reasons.get(rejection.reason) ?? 0) + rejection.count);
  }
  return {
    orders: {
      placed: sum(days, (day) => day.placed),
      accepted,
      rejected: sum(days, (day) => day.rejected),
      cancelled: sum(days, (day) => day.cancelled),
      pending: sum(days, (day) => day.pending),
    },
    rejected_by_reason: [...reasons]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
    goods: fromMinor(sum(days, (day) => day.goodsMinor)),
    discounts: fromMinor(sum(days, (day) => day.discountsMinor)),
    coupon_savings: fromMinor(sum(days, (day) => day.couponSavingsMinor)),
    delivery_fees: fromMinor(sum(days, (day) => day.deliveryFeesMinor)),
    refunds: fromMinor(refunds),
    takings: fromMinor(totals - refunds),
    vat: takingsPerRate(days).map((part) => ({
      rate: percent(part.rateBasisPoints),
      gross: fromMinor(part.grossMinor),
      net: fromMinor(part.netMinor),
      vat: fromMinor(part.vatMinor),
    })),
    by_payment_method: Object.fromEntries(
      PAYMENT_METHODS.map((method) => [method, share(days.filter((day) => day.paymentMethod === method))]),
    ) as SalesFigures['by_payment_method'],
    by_order_type: {
      pickup: share(days.filter((day) => day.orderType === ORDER_TYPE.pickup)),
      delivery: share(days.filter((day) => day.orderType === ORDER_TYPE.delivery)),
    },
    average_order_value: accepted === 0 ? null : fromMinor(Math.round(totals / accepted)),
    items_per_order:
      accepted === 0 ? null : Math.round((sum(days, (day) => day.quantity) / accepted) * 100) / 100,
  };
}
