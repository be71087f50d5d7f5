import { describe, expect, it } from 'vitest';
import { parseDecimal, sanitizeDecimal } from './decimal-input.ts';

describe('sanitizeDecimal', () => {
  it.each([
    ['12', '12'],
    ['12.5', '12.5'],
    ['12.555', '12.55'],
    ['1a2b', '12'],
    ['-3', '3'],
    ['1.2.3', '1.23'],
    ['7,5', '7.5'],
    ['.5', '.5'],
    ['1e5', '15'],
    ['', ''],
  ])('keeps digits and one point of %j → %j', (raw, expected) => {
    expect(sanitizeDecimal(raw)).toBe(expected);
  });

  it('drops the point and fraction when no decimals are allowed', () => {
    expect(sanitizeDecimal('15.7', 0)).toBe('15');
  });
});

describe('parseDecimal', () => {
  it('reads numbers and leaves unfinished input undefined', () => {
    expect(parseDecimal('12.50')).toBe(12.5);
    expect(parseDecimal('0')).toBe(0);
    expect(parseDecimal('')).toBeUndefined();
    expect(parseDecimal('.')).toBeUndefined();
  });
});
