import { describe, expect, it } from 'vitest';
import { soldOutLabel } from './sold-out-label.ts';

const tz = 'Europe/London';
// 10 June 2026, 16:00 in London (BST, UTC+1).
const now = Date.parse('2026-06-10T15:00:00Z');

describe('soldOutLabel', () => {
  it('says "back tomorrow" until the coming local midnight', () => {
    expect(soldOutLabel('2026-06-10T23:00:00.000Z', now, tz)).toBe('Sold out · back tomorrow');
  });

  it('says the time when it is back later today', () => {
    expect(soldOutLabel('2026-06-10T17:30:00.000Z', now, tz)).toBe('Sold out · back at 18:30');
  });

  it('says tomorrow with the time, or the date when it is later', () => {
    expect(soldOutLabel('2026-06-11T10:00:00.000Z', now, tz)).toBe('Sold out · back tomorrow at 11:00');
    expect(soldOutLabel('2026-06-12T23:00:00.000Z', now, tz)).toBe('Sold out · back on 13 Jun');
  });

  it('says only "Sold out" without an end', () => {
    expect(soldOutLabel(null, now, tz)).toBe('Sold out');
  });

  it('counts days in the store’s time zone', () => {
    // 01:30 on 11 June in Berlin is still 10 June in UTC.
    const late = Date.parse('2026-06-10T23:30:00Z');
    expect(soldOutLabel('2026-06-11T22:00:00.000Z', late, 'Europe/Berlin')).toBe('Sold out · back tomorrow');
    expect(soldOutLabel('2026-06-11T22:00:00.000Z', late, 'UTC')).toBe('Sold out · back tomorrow at 22:00');
  });
});
