import { assertSafeInteger, roundHalfAwayFromZero } from './rounding.ts';

export function hasAtMostTwoDecimals(value: number): boolean {
  return Number.isFinite(value) && Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/**
 * Converts a decimal amount (as used on the JSON API) to integer minor units, rounding half away from zero.
 * The decimal is taken as JavaScript prints it, so 1.005 (stored as 1.00499999…) is the half 100.5 and gives 101.
 */
export function toMinor(decimal: number): number {
  if (!Number.isFinite(decimal)) throw new RangeError(`Not a finite amount: ${decimal}`);
  // Shifting the decimal point in the printed form avoids the noise of decimal * 100 (1.005 * 100 = 100.49999…).
  const [mantissa, exponent = '0'] = String(decimal).split('e');
  const minor = roundHalfAwayFromZero(Number(`${mantissa}e${Number(exponent) + 2}`));
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Amount too large: ${decimal}`);
  return minor;
}

export function fromMinor(minor: number): number {
  assertSafeInteger(minor, 'Minor units');
  // Dividing an integer by 100 yields the double closest to the 2-decimal value, e.g. exactly what 12.5 parses to.
  return minor / 100;
}
