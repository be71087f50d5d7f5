export { couponSaving, type CouponSaving } from './coupon-saving.ts';
export { formatMoney, type CurrencySettings } from './format-money.ts';
export { fromMinor, hasAtMostTwoDecimals, toMinor } from './minor-units.ts';
export { orderTotals, reachesFreeDelivery, type OrderTotals } from './order-totals.ts';
export { taxIncluded } from './tax-included.ts';
export { vatSplit, type VatPart } from './vat-split.ts';
