import { assertSafeInteger } from './rounding.ts';

/**
 * Splits a non-negative amount into integer parts in proportion to the weights, so that the parts add up
 * exactly: each part is rounded down, and the units left over go to the largest remainders (ties: the
 * earlier weight). All-zero weights split the amount evenly.
 */
export function splitByLargestRemainder(amount: number, weights: readonly number[]): number[] {
  assertSafeInteger(amount, 'Amount');
  if (amount < 0) throw new RangeError(`Amount cannot be negative, got ${amount}`);
  if (weights.length === 0) {
    if (amount === 0) return [];
    throw new RangeError('Cannot split a non-zero amount over no parts');
  }
  for (const weight of weights) {
    assertSafeInteger(weight, 'Weight');
    if (weight < 0) throw new RangeError(`Weight cannot be negative, got ${weight}`);
  }
  const bigWeights = weights.some((weight) => weight > 0) ? weights.map(BigInt) : weights.map(() => 1n);
  const total = bigWeights.reduce((sum, weight) => sum + weight, 0n);
  const whole = BigInt(amount);
  const parts = bigWeights.map((weight) => (whole * weight) / total);
  const remainders = bigWeights.map((weight, index) => ({ index, remainder: (whole * weight) % total }));
  let left = whole - parts.reduce((sum, part) => sum + part, 0n);
  remainders.sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const { index } of remainders) {
    if (left === 0n) break;
    parts[index]! += 1n;
    left -= 1n;
  }
  return parts.map(Number);
}
