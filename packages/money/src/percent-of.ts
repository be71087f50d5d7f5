import { hasAtMostTwoDecimals, toMinor } from './minor-units.ts';
import { assertSafeInteger, divideRounded } from './rounding.ts';

/** minor × percent / 100, rounded half away from zero; percent may have up to 2 decimals (7.25). */
export function percentOf(minor: number, percent: number): number {
  assertSafeInteger(minor, 'Minor units');
  if (!hasAtMostTwoDecimals(percent)) {
    throw new RangeError(`A percentage has at most 2 decimals, got ${percent}`);
  }
  const basisPoints = toMinor(percent);
  return divideRounded(BigInt(minor) * BigInt(basisPoints), 10_000n);
}
