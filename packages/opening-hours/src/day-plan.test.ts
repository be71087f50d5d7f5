import { describe, expect, it } from 'vitest';
import {
  addDays,
  daySlots,
  daysBetween,
  endOfBusinessDay,
  localDateOf,
  nextOpenAt,
  slotAt,
  type StoreHours,
  type TimeSlot,
} from './day-plan.ts';
import type { HoursRange, SpecialDayHours } from './types.ts';

const MON = 0;
const TUE = 1;
const FRI = 4;
const SAT = 5;
const SUN = 6;
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

const berlin = 'Europe/Berlin';
const newYork = 'America/New_York';
const at = (instant: string) => new Date(instant);
const range = (day_of_week: number, open_time: string, close_time: string): HoursRange => ({
  day_of_week,
  open_time,
  close_time,
});
const closedOn = (date: string, note = ''): SpecialDayHours => ({ date, closed: true, ranges: [], note });
const hoursIn = (
  timeZone: string,
  ranges: HoursRange[],
  specialDays: SpecialDayHours[] = [],
): StoreHours => ({
  ranges,
  timeZone,
  specialDays,
});

/** The wall-clock "HH:MM" of an instant in timeZone. */
const wallClock = (timeZone: string) => {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (instant: Date) => format.format(instant);
};
const startsIn = (timeZone: string, slots: TimeSlot[]) =>
  slots.map(({ start }) => wallClock(timeZone)(start));
const iso = (slot: TimeSlot | null) =>
  slot && { start: slot.start.toISOString(), end: slot.end.toISOString() };

// June 2026 in Berlin is CEST (UTC+2); 2026-06-01 is a Monday.
describe('daySlots', () => {
  it('splits an opening into 15-minute slots', () => {
    const slots = daySlots(hoursIn(berlin, [range(MON, '11:30', '14:30')]), '2026-06-01', 15);
    expect(slots).toHaveLength(12);
    expect(iso(slots[0]!)).toEqual({ start: '2026-06-01T09:30:00.000Z', end: '2026-06-01T09:45:00.000Z' });
    expect(iso(slots.at(-1)!)).toEqual({
      start: '2026-06-01T12:15:00.000Z',
      end: '2026-06-01T12:30:00.000Z',
    });
    for (const slot of slots) expect(slot.end.getTime() - slot.start.getTime()).toBe(15 * 60_000);
  });

  it('keeps only slots wholly inside the opening', () => {
    const hours = hoursIn(berlin, [range(MON, '11:30', '12:40')]);
    expect(startsIn(berlin, daySlots(hours, '2026-06-01', 15))).toEqual(['11:30', '11:45', '12:00', '12:15']);
    expect(startsIn(berlin, daySlots(hours, '2026-06-01', 20))).toEqual(['11:30', '11:50', '12:10']);
    expect(daySlots(hours, '2026-06-01', 90)).toEqual([]);
  });

  it('lists the slots of two ranges a day in order, none in between', () => {
    const hours = hoursIn(berlin, [range(MON, '17:30', '18:15'), range(MON, '11:30', '12:00')]);
    expect(startsIn(berlin, daySlots(hours, '2026-06-01', 15))).toEqual([
      '11:30',
      '11:45',
      '17:30',
      '17:45',
      '18:00',
    ]);
  });

  it('has none on a day without hours', () => {
    expect(daySlots(hoursIn(berlin, [range(MON, '11:30', '14:30')]), '2026-06-02', 15)).toEqual([]);
    expect(daySlots(hoursIn(berlin, []), '2026-06-01', 15)).toEqual([]);
  });

  it("gives a past-midnight range's slots after midnight to the next date (Fri 17:00–01:00)", () => {
    const hours = hoursIn(berlin, [range(FRI, '17:00', '01:00')]);
    const friday = daySlots(hours, '2026-06-05', 15);
    expect(friday).toHaveLength(28);
    expect(startsIn(berlin, friday)[0]).toBe('17:00');
    expect(startsIn(berlin, friday).at(-1)).toBe('23:45');
    const saturday = daySlots(hours, '2026-06-06', 15);
    expect(startsIn(berlin, saturday)).toEqual(['00:00', '00:15', '00:30', '00:45']);
    expect(iso(saturday[0]!)!.start).toBe('2026-06-05T22:00:00.000Z'); // Saturday 00:00 CEST
    expect(iso(saturday.at(-1)!)!.end).toBe('2026-06-05T23:00:00.000Z'); // the 01:00 close
  });

  it('counts slots in real time across the spring gap (Berlin, 29 March 2026)', () => {
    // 02:00 CET (UTC+1) → 03:00 CEST (UTC+2) at 01:00Z: 01:00–04:00 on the wall clock is two real hours.
    const slots = daySlots(hoursIn(berlin, [range(SUN, '01:00', '04:00')]), '2026-03-29', 15);
    expect(startsIn(berlin, slots)).toEqual([
      '01:00',
      '01:15',
      '01:30',
      '01:45',
      '03:00',
      '03:15',
      '03:30',
      '03:45',
    ]);
    expect(iso(slots[3]!)).toEqual({ start: '2026-03-29T00:45:00.000Z', end: '2026-03-29T01:00:00.000Z' });
    expect(iso(slots[4]!)).toEqual({ start: '2026-03-29T01:00:00.000Z', end: '2026-03-29T01:15:00.000Z' });
    expect(iso(slots.at(-1)!)!.end).toBe('2026-03-29T02:00:00.000Z');
  });

  it('counts the repeated hour twice on the autumn night (Berlin, 25 October 2026)', () => {
    // 03:00 CEST → 02:00 CET at 01:00Z: 01:00–04:00 on the wall clock is four real hours.
    const slots = daySlots(hoursIn(berlin, [range(SUN, '01:00', '04:00')]), '2026-10-25', 15);
    expect(slots).toHaveLength(16);
    expect(startsIn(berlin, slots)).toEqual([
      ...['01:00', '01:15', '01:30', '01:45'],
      ...['02:00', '02:15', '02:30', '02:45'],
      ...['02:00', '02:15', '02:30', '02:45'],
      ...['03:00', '03:15', '03:30', '03:45'],
    ]);
    expect(iso(slots[4]!)!.start).toBe('2026-10-25T00:00:00.000Z'); // 02:00 CEST
    expect(iso(slots[8]!)!.start).toBe('2026-10-25T01:00:00.000Z'); // 02:00 CET
    for (const [index, slot] of slots.entries()) {
      expect(slot.start.getTime()).toBe(Date.parse('2026-10-24T23:00:00Z') + index * 15 * 60_000);
    }
  });

  it('counts the repeated hour twice in New York too (1 November 2026)', () => {
    // 02:00 EDT → 01:00 EST at 06:00Z.
    const slots = daySlots(hoursIn(newYork, [range(SUN, '00:00', '03:00')]), '2026-11-01', 60);
    expect(startsIn(newYork, slots)).toEqual(['00:00', '01:00', '01:00', '02:00']);
    expect(slots.map(({ start }) => start.toISOString())).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T06:00:00.000Z',
      '2026-11-01T07:00:00.000Z',
    ]);
  });

  it('has none on a special day that is closed', () => {
    const hours = hoursIn(berlin, [range(MON, '11:30', '14:30')], [closedOn('2026-06-01', 'Staff outing')]);
    expect(daySlots(hours, '2026-06-01', 15)).toEqual([]);
    expect(daySlots(hours, '2026-06-08', 15)).toHaveLength(12);
  });

  it("uses a special day's own hours instead of the weekly ones", () => {
    const hours = hoursIn(
      berlin,
      [range(MON, '11:30', '14:30')],
      [{ date: '2026-06-01', closed: false, ranges: [{ open_time: '18:00', close_time: '19:00' }] }],
    );
    expect(startsIn(berlin, daySlots(hours, '2026-06-01', 15))).toEqual(['18:00', '18:15', '18:30', '18:45']);
  });

  it("still gives the date the slots of the day before's range past midnight", () => {
    const hours = hoursIn(berlin, [range(FRI, '17:00', '01:00')], [closedOn('2026-06-06')]);
    expect(startsIn(berlin, daySlots(hours, '2026-06-06', 30))).toEqual(['00:00', '00:30']);
  });
});

describe('slotAt', () => {
  const hours = hoursIn(berlin, [range(MON, '11:10', '12:00')]);

  it('lays the grid from the opening, not from the hour', () => {
    expect(iso(slotAt(hours, at('2026-06-01T09:10:00Z'), 15))).toEqual({
      start: '2026-06-01T09:10:00.000Z',
      end: '2026-06-01T09:25:00.000Z',
    });
    expect(iso(slotAt(hours, at('2026-06-01T09:24:59Z'), 15))).toEqual({
      start: '2026-06-01T09:10:00.000Z',
      end: '2026-06-01T09:25:00.000Z',
    });
    expect(iso(slotAt(hours, at('2026-06-01T09:30:00Z'), 15))).toEqual({
      start: '2026-06-01T09:25:00.000Z',
      end: '2026-06-01T09:40:00.000Z',
    });
  });

  it('ends the last slot, cut short, at the close', () => {
    expect(iso(slotAt(hours, at('2026-06-01T09:57:00Z'), 15))).toEqual({
      start: '2026-06-01T09:55:00.000Z',
      end: '2026-06-01T10:00:00.000Z',
    });
  });

  it('matches the slots of the day where they fit whole', () => {
    for (const slot of daySlots(hours, '2026-06-01', 15)) {
      expect(iso(slotAt(hours, new Date(slot.start.getTime() + 60_000), 15))).toEqual(iso(slot));
    }
  });

  it('is null while closed', () => {
    expect(slotAt(hours, at('2026-06-01T09:09:59Z'), 15)).toBeNull();
    expect(slotAt(hours, at('2026-06-01T10:00:00Z'), 15)).toBeNull();
    expect(slotAt(hours, at('2026-06-02T09:30:00Z'), 15)).toBeNull();
    const closedMonday = hoursIn(berlin, [range(MON, '11:10', '12:00')], [closedOn('2026-06-01')]);
    expect(slotAt(closedMonday, at('2026-06-01T09:30:00Z'), 15)).toBeNull();
  });

  it("finds the slot after midnight in the day before's range", () => {
    const late = hoursIn(berlin, [range(FRI, '17:00', '01:00')]);
    expect(iso(slotAt(late, at('2026-06-05T22:20:00Z'), 15))).toEqual({
      start: '2026-06-05T22:15:00.000Z', // Saturday 00:15
      end: '2026-06-05T22:30:00.000Z',
    });
  });
});

describe('nextOpenAt', () => {
  const lunchEveryDay = EVERY_DAY.map((day) => range(day, '11:30', '14:30'));

  it('is now while open', () => {
    const hours = hoursIn(berlin, lunchEveryDay);
    expect(nextOpenAt(hours, at('2026-06-01T10:00:00Z'))?.toISOString()).toBe('2026-06-01T10:00:00.000Z');
    expect(nextOpenAt(hours, at('2026-06-01T09:30:00Z'))?.toISOString()).toBe('2026-06-01T09:30:00.000Z');
  });

  it('is the next opening while closed', () => {
    const hours = hoursIn(berlin, lunchEveryDay);
    expect(nextOpenAt(hours, at('2026-06-01T06:00:00Z'))?.toISOString()).toBe('2026-06-01T09:30:00.000Z');
    expect(nextOpenAt(hours, at('2026-06-01T12:30:00Z'))?.toISOString()).toBe('2026-06-02T09:30:00.000Z');
  });

  it('skips a closed special day', () => {
    const hours = hoursIn(berlin, lunchEveryDay, [closedOn('2026-06-02', 'Inventory')]);
    expect(nextOpenAt(hours, at('2026-06-01T12:30:00Z'))?.toISOString()).toBe('2026-06-03T09:30:00.000Z');
  });

  it('opens at the hours of a special day that opens later', () => {
    const hours = hoursIn(berlin, lunchEveryDay, [
      { date: '2026-06-02', closed: false, ranges: [{ open_time: '18:00', close_time: '20:00' }] },
    ]);
    expect(nextOpenAt(hours, at('2026-06-01T12:30:00Z'))?.toISOString()).toBe('2026-06-02T16:00:00.000Z');
  });

  it('looks past a holiday of three weeks', () => {
    const holiday = Array.from({ length: 21 }, (_, day) =>
      closedOn(addDays('2026-06-02', day), 'Summer holiday'),
    );
    const hours = hoursIn(berlin, [range(TUE, '11:30', '14:30'), range(SAT, '12:00', '22:00')], holiday);
    // Tuesday 2 June to Monday 22 June are closed; Tuesday 23 June opens as usual.
    expect(nextOpenAt(hours, at('2026-06-01T12:00:00Z'))?.toISOString()).toBe('2026-06-23T09:30:00.000Z');
  });

  it('is null with no ranges', () => {
    expect(nextOpenAt(hoursIn(berlin, []), at('2026-06-01T12:00:00Z'))).toBeNull();
  });

  it('uses the local date in New York', () => {
    const hours = hoursIn(newYork, [range(MON, '11:00', '15:00')]);
    // Sunday 31 May, 22:00 EDT: Monday 11:00 EDT is 15:00Z.
    expect(nextOpenAt(hours, at('2026-06-01T02:00:00Z'))?.toISOString()).toBe('2026-06-01T15:00:00.000Z');
  });
});

describe('endOfBusinessDay', () => {
  const end = (hours: StoreHours, instant: string) => endOfBusinessDay(hours, at(instant)).toISOString();

  it('is the next local midnight', () => {
    const hours = hoursIn(berlin, [range(MON, '11:30', '22:00')]);
    expect(end(hours, '2026-06-01T10:00:00Z')).toBe('2026-06-01T22:00:00.000Z');
    expect(end(hours, '2026-06-01T21:59:59Z')).toBe('2026-06-01T22:00:00.000Z');
    expect(end(hoursIn(berlin, []), '2026-06-01T10:00:00Z')).toBe('2026-06-01T22:00:00.000Z');
    expect(end(hoursIn(newYork, []), '2026-06-01T10:00:00Z')).toBe('2026-06-02T04:00:00.000Z');
  });

  it('is the close of a range open across midnight', () => {
    const hours = hoursIn(berlin, [range(FRI, '17:00', '01:00')]);
    expect(end(hours, '2026-06-05T18:00:00Z')).toBe('2026-06-05T23:00:00.000Z'); // Saturday 01:00
  });

  it("is the close of last night's range while it still runs after midnight", () => {
    const hours = hoursIn(berlin, [range(FRI, '17:00', '01:00'), range(SAT, '12:00', '22:00')]);
    expect(end(hours, '2026-06-05T22:30:00Z')).toBe('2026-06-05T23:00:00.000Z'); // Saturday 00:30 → 01:00
    // Once it has closed, the day is Saturday's.
    expect(end(hours, '2026-06-05T23:30:00Z')).toBe('2026-06-06T22:00:00.000Z');
  });

  it('is midnight for a store open around the clock', () => {
    const hours = hoursIn(
      berlin,
      EVERY_DAY.flatMap((day) => [range(day, '00:00', '23:59'), range(day, '23:59', '00:00')]),
    );
    expect(end(hours, '2026-06-01T10:00:00Z')).toBe('2026-06-01T22:00:00.000Z');
    expect(end(hours, '2026-05-31T22:30:00Z')).toBe('2026-06-01T22:00:00.000Z'); // Monday 00:30
  });

  it('is 23 or 25 hours after the start of a DST day', () => {
    const none = hoursIn(berlin, []);
    expect(end(none, '2026-03-28T23:00:00Z')).toBe('2026-03-29T22:00:00.000Z'); // 29 March, 00:00 CET → 30 March CEST
    expect(end(none, '2026-10-24T22:00:00Z')).toBe('2026-10-25T23:00:00.000Z'); // 25 October, 00:00 CEST → 26 October CET
  });

  it('ends a Saturday range past midnight at its close on the DST nights', () => {
    const hours = hoursIn(berlin, [range(SAT, '18:00', '02:30')]);
    // 02:30 does not exist on 29 March: the range ends at 03:00 CEST.
    expect(end(hours, '2026-03-28T18:00:00Z')).toBe('2026-03-29T01:00:00.000Z');
    // 02:30 comes twice on 25 October: the range ends at the first, in CEST.
    expect(end(hours, '2026-10-24T18:00:00Z')).toBe('2026-10-25T00:30:00.000Z');
  });
});

describe('localDateOf', () => {
  it("is the date on the store's wall clock, not in UTC", () => {
    expect(localDateOf(berlin, at('2026-06-05T21:59:59Z'))).toBe('2026-06-05');
    expect(localDateOf(berlin, at('2026-06-05T22:00:00Z'))).toBe('2026-06-06');
    expect(localDateOf(newYork, at('2026-06-06T02:00:00Z'))).toBe('2026-06-05');
    expect(localDateOf(newYork, at('2026-06-06T04:00:00Z'))).toBe('2026-06-06');
  });

  it('turns at local midnight on DST days', () => {
    expect(localDateOf(berlin, at('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
    expect(localDateOf(berlin, at('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(localDateOf(berlin, at('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
    expect(localDateOf(berlin, at('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });

  it('refuses an unknown time zone', () => {
    expect(() => localDateOf('Mars/Olympus', at('2026-06-01T12:00:00Z'))).toThrow(RangeError);
  });
});

describe('daysBetween and addDays', () => {
  it('count calendar days, across months, years and DST changes', () => {
    expect(daysBetween('2026-06-01', '2026-06-01')).toBe(0);
    expect(daysBetween('2026-06-01', '2026-06-08')).toBe(7);
    expect(daysBetween('2026-06-08', '2026-06-01')).toBe(-7);
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
  });

  it('add days to a date', () => {
    expect(addDays('2026-06-01', 0)).toBe('2026-06-01');
    expect(addDays('2026-06-30', 1)).toBe('2026-07-01');
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-12-31', 7)).toBe('2027-01-07');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('refuse what is not a date', () => {
    expect(() => addDays('01.06.2026', 1)).toThrow(RangeError);
    expect(() => daysBetween('2026-06-01', 'tomorrow')).toThrow(RangeError);
  });
});
