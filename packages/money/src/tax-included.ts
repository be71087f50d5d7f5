import { assertSafeInteger, divideRounded } from './rounding.ts';

/** The tax contained in a tax-inclusive price: gross × rate / (10000 + rate), rate in basis points (19 % = 1900). */
export function taxIncluded(grossMinor: number, rateBasisPoints: number): number {
  assertSafeInteger(grossMinor, 'Gross amount');
  assertSafeInteger(rateBasisPoints, 'Tax rate');
  if (rateBasisPoints < 0) throw new RangeError(`Tax rate cannot be negative, got ${rateBasisPoints}`);
  return divideRounded(BigInt(grossMinor) * BigInt(rateBasisPoints), 10_000n + BigInt(rateBasisPoints));
}
