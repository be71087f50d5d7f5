import { getIntl } from '@/lib/i18n/language.ts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { isoDate } from '@/features/store/store-time.ts';
import { nextSlotOf } from './api/place-order.ts';
import { dayLabel, earliestSlotText, orderDays, orderForSlotText } from './schedule.ts';

// Wednesday 10 June 2026, 23:30 in Berlin: still the 10th there, already the 11th in Tokyo.
const NOW = Date.parse('2026-06-10T21:30:00.000Z');
const berlin = { timezone: 'Europe/Berlin', locale: 'en-GB' };

describe('orderDays', () => {
  it('runs from the store’s today to today + preorder_days', () => {
    expect(orderDays(NOW, { ...berlin, preorder_days: 2 }).map(isoDate)).toEqual([
      '2026-06-10',
      '2026-06-11',
      '2026-06-12',
    ]);
    expect(orderDays(NOW, { timezone: 'Asia/Tokyo', preorder_days: 0 }).map(isoDate)).toEqual(['2026-06-11']);
  });
});

describe('dayLabel', () => {
  it('says Today, Tomorrow, then the weekday and date', () => {
    const [today, tomorrow, friday] = orderDays(NOW, { ...berlin, preorder_days: 2 });
    expect(dayLabel(today!, NOW, berlin, getIntl())).toBe('Today');
    expect(dayLabel(tomorrow!, NOW, berlin, getIntl())).toBe('Tomorrow');
    expect(dayLabel(friday!, NOW, berlin, getIntl())).toBe('Fri 12 Jun');
  });
});

describe('a full slot (409 slot_full)', () => {
  const full = (nextSlot: { start: string; end: string } | null) =>
    Object.assign(
      new ApiError('This time is fully booked. Please choose another.', { status: 409, code: 'slot_full' }),
      { nextSlot },
    );
  const next = { start: '2026-06-10T17:45:00.000Z', end: '2026-06-10T18:00:00.000Z' };
  const afternoon = Date.parse('2026-06-10T15:00:00.000Z');

  it('offers the next slot with room, in the store’s time', () => {
    expect(nextSlotOf(full(next))).toEqual(next);
    expect(earliestSlotText(next, afternoon, berlin, getIntl())).toBe('Earliest: 19:45 — order for then?');
    expect(orderForSlotText(next, afternoon, berlin, getIntl())).toBe('Order for 19:45');
  });

  it('names the day of a next slot that is not today', () => {
    const saturday = { start: '2026-06-13T09:30:00.000Z', end: '2026-06-13T09:45:00.000Z' };
    expect(earliestSlotText(saturday, afternoon, berlin, getIntl())).toBe(
      'Earliest: Sat 11:30 — order for then?',
    );
  });

  it('offers nothing when no slot has room, or for any other refusal', () => {
    expect(nextSlotOf(full(null))).toBeNull();
    const closed = new ApiError('The restaurant is closed right now.', { status: 409, code: 'store_closed' });
    expect(nextSlotOf(Object.assign(closed, { nextSlot: next }))).toBeNull();
    expect(nextSlotOf(new Error('Network'))).toBeNull();
  });
});
