import { describe, expect, it } from 'vitest';
import { divideRounded, roundHalfAwayFromZero } from './rounding.ts';

describe('roundHalfAwayFromZero', () => {
  it('rounds halves away from zero in both directions', () => {
    expect(roundHalfAwayFromZero(2.5)).toBe(3);
    expect(roundHalfAwayFromZero(-2.5)).toBe(-3);
    expect(roundHalfAwayFromZero(2.49)).toBe(2);
    expect(roundHalfAwayFromZero(-2.49)).toBe(-2);
  });

  it('never returns -0', () => {
    expect(roundHalfAwayFromZero(-0.4)).toBe(0);
    expect(roundHalfAwayFromZero(-0)).toBe(0);
  });
});

describe('divideRounded', () => {
  it('rounds the quotient half away from zero', () => {
    expect(divideRounded(5n, 2n)).toBe(3);
    expect(divideRounded(-5n, 2n)).toBe(-3);
    expect(divideRounded(7n, 3n)).toBe(2);
    expect(divideRounded(8n, 3n)).toBe(3);
    expect(divideRounded(-7n, 3n)).toBe(-2);
    expect(divideRounded(-8n, 3n)).toBe(-3);
    expect(divideRounded(0n, 7n)).toBe(0);
  });

  it('stays exact for numerators beyond 2^53', () => {
    expect(divideRounded(BigInt(Number.MAX_SAFE_INTEGER - 1) * 10_000n + 5_000n, 10_000n)).toBe(
      Number.MAX_SAFE_INTEGER,
    );
  });

  it('throws when the result is not a safe integer', () => {
    expect(() => divideRounded(BigInt(Number.MAX_SAFE_INTEGER) * 2n, 1n)).toThrow(RangeError);
  });
});
