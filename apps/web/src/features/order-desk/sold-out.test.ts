import { describe, expect, it } from 'vitest';
import { soldOutText } from './sold-out.ts';

const berlin = 'Europe/Berlin';
// 18:00 in Berlin; the store's midnight is 22:00 UTC.
const now = new Date('2026-06-10T16:00:00.000Z');

describe('sold out at the desk', () => {
  it('is available when not sold out, or once its time has passed', () => {
    expect(soldOutText({ sold_out: false, sold_out_until: null }, now, berlin)).toBe('Available');
    const ended = { sold_out: true, sold_out_until: '2026-06-10T15:59:00.000Z' };
    expect(soldOutText(ended, now, berlin)).toBe('Available');
  });

  it('comes back tomorrow when sold out until the store’s midnight', () => {
    const tonight = { sold_out: true, sold_out_until: '2026-06-10T22:00:00.000Z' };
    expect(soldOutText(tonight, now, berlin)).toBe('Sold out · back tomorrow');
    // Midnight in UTC is not midnight in Berlin.
    expect(soldOutText(tonight, now, 'Asia/Tokyo')).toBe('Sold out · back at 07:00');
  });

  it('names the time or the day of any other end, and says when it has none', () => {
    expect(soldOutText({ sold_out: true, sold_out_until: '2026-06-10T18:30:00.000Z' }, now, berlin)).toBe(
      'Sold out · back at 20:30',
    );
    expect(soldOutText({ sold_out: true, sold_out_until: '2026-06-11T09:00:00.000Z' }, now, berlin)).toBe(
      'Sold out · back tomorrow at 11:00',
    );
    expect(soldOutText({ sold_out: true, sold_out_until: '2026-06-14T09:00:00.000Z' }, now, berlin)).toBe(
      'Sold out · back on 14 Jun',
    );
    expect(soldOutText({ sold_out: true, sold_out_until: null }, now, berlin)).toBe(
      'Sold out until you switch it back on',
    );
  });
});
