import { describe, expect, it } from 'vitest';
import { isSoldOut, nextSoldOutEnd } from './sold-out.ts';

const now = Date.parse('2026-06-10T15:00:00Z');
const item = (soldOut: boolean, until: string | null) => ({ sold_out: soldOut, sold_out_until: until });

describe('isSoldOut', () => {
  it('follows the flag, until its end has passed', () => {
    expect(isSoldOut(item(false, null), now)).toBe(false);
    expect(isSoldOut(item(true, null), now)).toBe(true);
    expect(isSoldOut(item(true, '2026-06-10T16:00:00Z'), now)).toBe(true);
    expect(isSoldOut(item(true, '2026-06-10T15:00:00Z'), now)).toBe(false);
  });
});

describe('nextSoldOutEnd', () => {
  it('finds the earliest end still to come, among products and their options', () => {
    const products = [
      { ...item(true, '2026-06-10T22:00:00Z'), option_groups: [] },
      {
        ...item(true, null),
        option_groups: [
          { options: [item(true, '2026-06-10T18:30:00Z'), item(true, '2026-06-10T14:00:00Z')] },
        ],
      },
      { ...item(false, null), option_groups: [{ options: [item(false, '2026-06-10T16:00:00Z')] }] },
    ];
    expect(nextSoldOutEnd(products, now)).toBe(Date.parse('2026-06-10T18:30:00Z'));
    expect(nextSoldOutEnd([{ ...item(true, null), option_groups: [] }], now)).toBeNull();
  });
});
