import { describe, expect, it } from 'vitest';
import { taxIncluded } from './tax-included.ts';

describe('taxIncluded', () => {
  it('extracts the tax from a tax-inclusive price', () => {
    expect(taxIncluded(1190, 1900)).toBe(190); // 10.00 net + 19 %
    expect(taxIncluded(1070, 700)).toBe(70); // 10.00 net + 7 %
    expect(taxIncluded(1200, 2000)).toBe(200); // 10.00 net + 20 %
  });

  it('rounds half away from zero', () => {
    expect(taxIncluded(1000, 1900)).toBe(160); // 159.66…
    expect(taxIncluded(999, 700)).toBe(65); // 65.35…
    expect(taxIncluded(21, 5000)).toBe(7); // 7 exactly
    expect(taxIncluded(3, 2000)).toBe(1); // 0.5
    expect(taxIncluded(-3, 2000)).toBe(-1); // a refund
  });

  it('supports fractional percentages as basis points', () => {
    expect(taxIncluded(10_725, 725)).toBe(725);
  });

  it('is zero for a zero price or a zero rate', () => {
    expect(taxIncluded(0, 1900)).toBe(0);
    expect(taxIncluded(1190, 0)).toBe(0);
  });

  it('is exact for large amounts', () => {
    expect(taxIncluded(1_190_000_000_000, 1900)).toBe(190_000_000_000);
    expect(taxIncluded(Number.MAX_SAFE_INTEGER, 10_000)).toBe(4_503_599_627_370_496);
  });

  it('refuses negative or fractional rates and non-integer amounts', () => {
    expect(() => taxIncluded(1000, -1900)).toThrow(RangeError);
    expect(() => taxIncluded(1000, 19.5)).toThrow(RangeError);
    expect(() => taxIncluded(10.5, 1900)).toThrow(RangeError);
    expect(() => taxIncluded(Number.NaN, 1900)).toThrow(RangeError);
  });
});
