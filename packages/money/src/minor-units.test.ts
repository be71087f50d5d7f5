import { describe, expect, it } from 'vitest';
import { fromMinor, hasAtMostTwoDecimals, toMinor } from './minor-units.ts';

describe('hasAtMostTwoDecimals', () => {
  it('accepts whole numbers and up to 2 decimals', () => {
    for (const value of [0, 1, 12.5, 19.99, 0.01, 1_000_000, -3.75])
      expect(hasAtMostTwoDecimals(value)).toBe(true);
  });

  it('tolerates float noise from arithmetic', () => {
    expect(hasAtMostTwoDecimals(0.1 + 0.2)).toBe(true);
  });

  it('rejects more decimals and non-finite numbers', () => {
    for (const value of [1.005, 0.001, 12.345, Number.NaN, Infinity, -Infinity]) {
      expect(hasAtMostTwoDecimals(value)).toBe(false);
    }
  });
});

describe('toMinor', () => {
  it('converts decimal amounts to integer minor units', () => {
    expect(toMinor(12.5)).toBe(1250);
    expect(toMinor(0)).toBe(0);
    expect(toMinor(0.01)).toBe(1);
    expect(toMinor(7)).toBe(700);
    expect(toMinor(1_000_000)).toBe(100_000_000);
  });

  it('is robust to float noise', () => {
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(19.99)).toBe(1999); // 19.99 * 100 = 1998.9999999999998
    expect(toMinor(1.15)).toBe(115); // 1.15 * 100 = 114.99999999999999
    expect(toMinor(4.35)).toBe(435); // 4.35 * 100 = 434.99999999999994
  });

  it('rounds a third decimal half away from zero, as the number is written (1.005 → 101)', () => {
    // Decision: 1.005 is stored as 1.00499999999999989…, so Math.round(1.005 * 100) gives 100. Once the noise is
    // removed the value is the half 100.5, which rounds away from zero to 101.
    expect(Math.round(1.005 * 100)).toBe(100);
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor(1.004)).toBe(100);
    expect(toMinor(2.675)).toBe(268);
    expect(toMinor(-1.005)).toBe(-101);
  });

  it('handles negative amounts symmetrically and never returns -0', () => {
    expect(toMinor(-12.5)).toBe(-1250);
    expect(toMinor(-0.125)).toBe(-13);
    expect(toMinor(-0.001)).toBe(0);
    expect(toMinor(-0)).toBe(0);
  });

  it('handles tiny and large values printed in exponent form', () => {
    expect(toMinor(1.5e-7)).toBe(0);
    expect(toMinor(5e-3)).toBe(1);
    expect(toMinor(123_456_789_012.34)).toBe(12_345_678_901_234);
  });

  it('throws RangeError for NaN, Infinity and amounts beyond safe integers', () => {
    expect(() => toMinor(Number.NaN)).toThrow(RangeError);
    expect(() => toMinor(Infinity)).toThrow(RangeError);
    expect(() => toMinor(-Infinity)).toThrow(RangeError);
    expect(() => toMinor(1e21)).toThrow(RangeError);
    expect(() => toMinor(1e14)).toThrow(RangeError);
  });
});

describe('fromMinor', () => {
  it('converts minor units to a 2-decimal number', () => {
    expect(fromMinor(1250)).toBe(12.5);
    expect(fromMinor(1999)).toBe(19.99);
    expect(fromMinor(1)).toBe(0.01);
    expect(fromMinor(0)).toBe(0);
    expect(fromMinor(-1250)).toBe(-12.5);
    expect(fromMinor(100_000_000)).toBe(1_000_000);
  });

  it('gives exactly the number the decimal literal parses to (no float noise)', () => {
    const noisy = Array.from({ length: 100_000 }, (_, minor) => minor).filter(
      (minor) => fromMinor(minor) !== Number((minor / 100).toFixed(2)),
    );
    expect(noisy).toEqual([]);
  });

  it('round-trips with toMinor', () => {
    for (const minor of [0, 1, 5, 99, 115, 1999, 123_456_789, 12_345_678_901_234]) {
      expect(toMinor(fromMinor(minor))).toBe(minor);
    }
  });

  it('refuses non-integer and non-finite minor units', () => {
    expect(() => fromMinor(12.5)).toThrow(RangeError);
    expect(() => fromMinor(Number.NaN)).toThrow(RangeError);
    expect(() => fromMinor(Infinity)).toThrow(RangeError);
    expect(() => fromMinor(2 ** 53)).toThrow(RangeError);
  });
});
