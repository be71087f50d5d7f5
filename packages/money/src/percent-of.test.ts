import { describe, expect, it } from 'vitest';
import { percentOf } from './percent-of.ts';

describe('percentOf', () => {
  it('takes a whole percentage of an amount', () => {
    expect(percentOf(2000, 10)).toBe(200);
    expect(percentOf(2000, 100)).toBe(2000);
    expect(percentOf(2000, 0)).toBe(0);
    expect(percentOf(0, 50)).toBe(0);
  });

  it('accepts percentages with 2 decimals', () => {
    expect(percentOf(10_000, 7.25)).toBe(725);
    expect(percentOf(1000, 7.15)).toBe(72); // 71.5 exactly, although 1000 * 7.15 / 100 = 71.49999999999999
    expect(percentOf(1999, 0.01)).toBe(0);
  });

  it('rounds half away from zero', () => {
    expect(percentOf(5, 10)).toBe(1); // 0.5
    expect(percentOf(15, 10)).toBe(2); // 1.5
    expect(percentOf(25, 10)).toBe(3); // 2.5 (banker's rounding would give 2)
    expect(percentOf(14, 10)).toBe(1); // 1.4
    expect(percentOf(-25, 10)).toBe(-3);
    expect(percentOf(25, -10)).toBe(-3);
    expect(percentOf(-4, 10)).toBe(0); // -0.4, not -0
  });

  it('allows percentages above 100', () => {
    expect(percentOf(1000, 150)).toBe(1500);
  });

  it('is exact for large amounts', () => {
    expect(percentOf(Number.MAX_SAFE_INTEGER, 100)).toBe(Number.MAX_SAFE_INTEGER);
    expect(percentOf(Number.MAX_SAFE_INTEGER, 50)).toBe(4_503_599_627_370_496); // …495.5 rounded up
  });

  it('refuses non-integer amounts and percentages with more than 2 decimals', () => {
    expect(() => percentOf(12.5, 10)).toThrow(RangeError);
    expect(() => percentOf(Number.NaN, 10)).toThrow(RangeError);
    expect(() => percentOf(1000, 7.125)).toThrow(RangeError);
    expect(() => percentOf(1000, Number.NaN)).toThrow(RangeError);
    expect(() => percentOf(1000, Infinity)).toThrow(RangeError);
  });

  it('throws when the result exceeds safe integers', () => {
    expect(() => percentOf(Number.MAX_SAFE_INTEGER, 200)).toThrow(RangeError);
  });
});
