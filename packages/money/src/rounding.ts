/** Rounds half away from zero (Math.round rounds -2.5 to -2), never returning -0. */
export function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value)) + 0;
}

/**
 * numerator / denominator (denominator > 0), rounded half away from zero. BigInt keeps it exact when the
 * numerator is a product beyond 2^53.
 */
export function divideRounded(numerator: bigint, denominator: bigint): number {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const twiceRemainder = 2n * (remainder < 0n ? -remainder : remainder);
  const rounded = twiceRemainder >= denominator ? quotient + (numerator < 0n ? -1n : 1n) : quotient;
  const result = Number(rounded);
  if (!Number.isSafeInteger(result)) throw new RangeError(`Result out of range: ${rounded}`);
  return result;
}

export function assertSafeInteger(value: number, name: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be a safe integer, got ${value}`);
}
