import { splitByLargestRemainder } from './largest-remainder.ts';
import { assertSafeInteger } from './rounding.ts';
import { taxIncluded } from './tax-included.ts';

type VatLine = {
  /** The line's total, tax included. */
  grossMinor: number;
  /** 19 % = 1900. */
  rateBasisPoints: number;
};

export type VatPart = { rateBasisPoints: number; grossMinor: number; netMinor: number; vatMinor: number };

export type VatSplitInput = {
  lines: readonly VatLine[];
  /** The order's discount, taken from the goods of every rate in proportion to their gross. */
  discountMinor: number;
  /** The delivery fee charged, shared by the rates in proportion to their goods after the discount. */
  deliveryFeeMinor: number;
};

/**
 * The order's amounts per tax rate, lowest rate first; prices include VAT. The grosses add up exactly to
 * goods − discount + fee (shares are split by largest remainder), and per rate net + VAT = gross. When the
 * discount leaves nothing to weigh the fee by, it is shared in proportion to the goods before the discount
 * (and evenly when those are all free).
 */
export function vatSplit({ lines, discountMinor, deliveryFeeMinor }: VatSplitInput): VatPart[] {
  const goodsByRate = new Map<number, number>();
  for (const { grossMinor, rateBasisPoints } of lines) {
    assertSafeInteger(grossMinor, 'Line gross');
    if (grossMinor < 0) throw new RangeError(`Line gross cannot be negative, got ${grossMinor}`);
    assertSafeInteger(rateBasisPoints, 'Tax rate');
    goodsByRate.set(rateBasisPoints, (goodsByRate.get(rateBasisPoints) ?? 0) + grossMinor);
  }
  const rates = [...goodsByRate.keys()].sort((a, b) => a - b);
  const goods = rates.map((rate) => goodsByRate.get(rate)!);
  const goodsTotal = goods.reduce((sum, gross) => sum + gross, 0);
  if (discountMinor > goodsTotal) {
    throw new RangeError(`Discount ${discountMinor} exceeds the goods' ${goodsTotal}`);
  }
  const discounts = splitByLargestRemainder(discountMinor, goods);
  const discounted = goods.map((gross, index) => gross - discounts[index]!);
  const feeWeights = discounted.some((gross) => gross > 0) ? discounted : goods;
  const fees = splitByLargestRemainder(deliveryFeeMinor, feeWeights);
  return rates.map((rateBasisPoints, index) => {
    const grossMinor = discounted[index]! + fees[index]!;
    const vatMinor = taxIncluded(grossMinor, rateBasisPoints);
    return { rateBasisPoints, grossMinor, netMinor: grossMinor - vatMinor, vatMinor };
  });
}
