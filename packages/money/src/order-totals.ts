import { percentOf } from './percent-of.ts';
import { assertSafeInteger } from './rounding.ts';

type OrderLine = { unitMinor: number; quantity: number };

export type OrderTotalsInput = {
  lines: OrderLine[];
  discountPercent: number;
  deliveryFeeMinor: number;
  /** No fee once the subtotal after the discount reaches this; null or absent: the fee always applies. */
  freeDeliveryOverMinor?: number | null;
};

export type OrderTotals = {
  subtotalMinor: number;
  discountMinor: number;
  deliveryFeeMinor: number;
  totalMinor: number;
};

function assertNonNegativeInteger(value: number, name: string): void {
  assertSafeInteger(value, name);
  if (value < 0) throw new RangeError(`${name} cannot be negative, got ${value}`);
}

/** Whether subtotal − discount reaches a free-delivery threshold (null: there is none). */
export function reachesFreeDelivery(
  { subtotalMinor, discountMinor }: Pick<OrderTotals, 'subtotalMinor' | 'discountMinor'>,
  freeDeliveryOverMinor: number | null,
): boolean {
  return freeDeliveryOverMinor !== null && subtotalMinor - discountMinor >= freeDeliveryOverMinor;
}

/**
 * subtotal = Σ unit × quantity; discount = round(subtotal × percent / 100); total = subtotal − discount + fee,
 * where the fee is 0 once subtotal − discount reaches the free-delivery threshold.
 */
export function orderTotals({
  lines,
  discountPercent,
  deliveryFeeMinor: fullFeeMinor,
  freeDeliveryOverMinor = null,
}: OrderTotalsInput): OrderTotals {
  let subtotalMinor = 0;
  for (const { unitMinor, quantity } of lines) {
    assertNonNegativeInteger(unitMinor, 'Unit price');
    assertNonNegativeInteger(quantity, 'Quantity');
    subtotalMinor += unitMinor * quantity;
  }
  assertSafeInteger(subtotalMinor, 'Subtotal');
  if (!(discountPercent >= 0 && discountPercent <= 100)) {
    throw new RangeError(`Discount must be between 0 and 100 %, got ${discountPercent}`);
  }
  assertNonNegativeInteger(fullFeeMinor, 'Delivery fee');
  const discountMinor = percentOf(subtotalMinor, discountPercent);
  const isFree = reachesFreeDelivery({ subtotalMinor, discountMinor }, freeDeliveryOverMinor);
  const deliveryFeeMinor = isFree ? 0 : fullFeeMinor;
  const totalMinor = subtotalMinor - discountMinor + deliveryFeeMinor;
  assertSafeInteger(totalMinor, 'Total');
  return { subtotalMinor, discountMinor, deliveryFeeMinor, totalMinor };
}
