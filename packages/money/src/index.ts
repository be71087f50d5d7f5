export { formatMoney, type CurrencySettings } from './format-money.ts';
export { fromMinor, hasAtMostTwoDecimals, toMinor } from './minor-units.ts';
export { orderTotals, type OrderLine, type OrderTotals, type OrderTotalsInput } from './order-totals.ts';
export { percentOf } from './percent-of.ts';
export { taxIncluded } from './tax-included.ts';
