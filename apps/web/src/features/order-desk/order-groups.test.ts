import { describe, expect, it } from 'vitest';
import { groupBySlot } from './order-groups.ts';
import { slotText } from './slot-time.ts';

const berlin = { locale: 'en-GB', timezone: 'Europe/Berlin' };
const asap = (id: number) => ({ id, scheduled_for: null });
const forSlot = (id: number, scheduled_for: string) => ({ id, scheduled_for });

describe('the desk’s list by time', () => {
  it('keeps the orders for as soon as possible first, then each slot, earliest first', () => {
    const groups = groupBySlot([
      forSlot(15, '2026-06-10T18:00:00.000Z'),
      asap(14),
      forSlot(13, '2026-06-10T17:30:00.000Z'),
      forSlot(12, '2026-06-10T18:00:00.000Z'),
      asap(11),
    ]);
    expect(groups.map(({ slot, orders }) => [slot, orders.map((order) => order.id)])).toEqual([
      [null, [14, 11]],
      ['2026-06-10T17:30:00.000Z', [13]],
      ['2026-06-10T18:00:00.000Z', [15, 12]],
    ]);
  });

  it('puts one slot written two ways in one group', () => {
    const groups = groupBySlot([
      forSlot(12, '2026-06-10T19:30:00+02:00'),
      forSlot(13, '2026-06-10T17:30:00.000Z'),
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.orders.map((order) => order.id)).toEqual([12, 13]);
  });

  it('has no group for as soon as possible without such orders, and none at all without orders', () => {
    expect(groupBySlot([forSlot(12, '2026-06-10T17:30:00.000Z')]).map(({ slot }) => slot)).toEqual([
      '2026-06-10T17:30:00.000Z',
    ]);
    expect(groupBySlot([])).toEqual([]);
  });
});

describe('slotText: when a scheduled order is for, on the store’s clock', () => {
  // Wednesday 10 June 2026, 18:00 in Berlin (summer time, UTC+2).
  const now = new Date('2026-06-10T16:00:00Z');

  it('is the time alone today, also late in the evening when UTC is on the next day already', () => {
    expect(slotText('2026-06-10T17:30:00.000Z', now, berlin)).toBe('19:30');
    expect(slotText('2026-06-10T21:45:00.000Z', now, berlin)).toBe('23:45');
  });

  it('names the weekday in the next six days, and the date further ahead or before today', () => {
    expect(slotText('2026-06-11T09:30:00.000Z', now, berlin)).toBe('Thu 11:30');
    expect(slotText('2026-06-16T09:30:00.000Z', now, berlin)).toBe('Tue 11:30');
    expect(slotText('2026-06-17T09:30:00.000Z', now, berlin)).toBe('17 Jun 11:30');
    expect(slotText('2026-06-09T17:30:00.000Z', now, berlin)).toBe('9 Jun 19:30');
  });

  it('uses the store’s day, not the device’s', () => {
    // 01:30 on Thursday in Berlin is still Wednesday in New York.
    const late = new Date('2026-06-10T23:30:00Z');
    expect(slotText('2026-06-11T00:00:00.000Z', late, berlin)).toBe('02:00');
    expect(
      slotText('2026-06-11T00:00:00.000Z', late, { locale: 'en-GB', timezone: 'America/New_York' }),
    ).toBe('20:00');
  });
});
