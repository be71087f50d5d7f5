import { describe, expect, it } from 'vitest';
import { availability, isPausedAt, type Pause } from './availability.ts';
import type { StoreHours } from './day-plan.ts';
import { isOpenAt, storeStatus, todayHours } from './store-status.ts';
import type { HoursRange, SpecialDayHours } from './types.ts';

const FRI = 4;
const SAT = 5;
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
const openOn = (date: string, open_time: string, close_time: string, note = ''): SpecialDayHours => ({
  date,
  closed: false,
  ranges: [{ open_time, close_time }],
  note,
});
const pausedSince = (since: string, until: string | null, reason: string | null = null): Pause => ({
  since: at(since),
  until: until === null ? null : at(until),
  reason,
});

// June 2026 in Berlin is CEST (UTC+2); 2026-06-01 is a Monday.
const lunchEveryDay = EVERY_DAY.map((day) => range(day, '11:30', '14:30'));

describe('special days in the store status', () => {
  it("replace the date's weekly ranges when closed", () => {
    const specialDays = [closedOn('2026-06-01', 'Staff outing')];
    expect(isOpenAt(lunchEveryDay, berlin, at('2026-06-01T10:00:00Z'), specialDays)).toBe(false);
    expect(storeStatus(lunchEveryDay, berlin, at('2026-06-01T10:00:00Z'), specialDays)).toEqual({
      is_open: false,
      today_hours: [],
      next_change_at: '2026-06-02T09:30:00.000Z',
    });
    // Other dates keep their weekly hours.
    expect(isOpenAt(lunchEveryDay, berlin, at('2026-06-02T10:00:00Z'), specialDays)).toBe(true);
  });

  it("replace the date's weekly ranges with their own", () => {
    const specialDays = [openOn('2026-06-01', '18:00', '20:00', 'Late opening')];
    expect(storeStatus(lunchEveryDay, berlin, at('2026-06-01T10:00:00Z'), specialDays)).toEqual({
      is_open: false,
      today_hours: [{ open_time: '18:00', close_time: '20:00' }],
      next_change_at: '2026-06-01T16:00:00.000Z',
    });
    expect(isOpenAt(lunchEveryDay, berlin, at('2026-06-01T16:00:00Z'), specialDays)).toBe(true);
    expect(storeStatus(lunchEveryDay, berlin, at('2026-06-01T17:00:00Z'), specialDays).next_change_at).toBe(
      '2026-06-01T18:00:00.000Z',
    );
  });

  it('list their ranges sorted, as HH:MM, in today_hours', () => {
    const specialDays: SpecialDayHours[] = [
      {
        date: '2026-06-01',
        closed: false,
        ranges: [
          { open_time: '17:00:00', close_time: '21:00:00' },
          { open_time: '10:00:00', close_time: '13:00:00' },
        ],
      },
    ];
    expect(todayHours(lunchEveryDay, berlin, at('2026-06-01T10:00:00Z'), specialDays)).toEqual([
      { open_time: '10:00', close_time: '13:00' },
      { open_time: '17:00', close_time: '21:00' },
    ]);
  });

  it("leave the day before's range past midnight running into the date", () => {
    const hours = [range(FRI, '17:00', '01:00'), range(SAT, '12:00', '22:00')];
    const specialDays = [closedOn('2026-06-06', 'Private party')];
    // Saturday 00:30: still Friday night.
    expect(storeStatus(hours, berlin, at('2026-06-05T22:30:00Z'), specialDays)).toEqual({
      is_open: true,
      today_hours: [],
      next_change_at: '2026-06-05T23:00:00.000Z',
    });
    expect(isOpenAt(hours, berlin, at('2026-06-06T10:00:00Z'), specialDays)).toBe(false);
  });

  it('when closed on the date a range past midnight opens, close it after midnight too', () => {
    const hours = [range(FRI, '17:00', '01:00')];
    expect(isOpenAt(hours, berlin, at('2026-06-05T22:30:00Z'), [closedOn('2026-06-05')])).toBe(false);
  });

  it('may run past midnight themselves', () => {
    const specialDays = [openOn('2026-12-31', '18:00', '03:00', "New Year's Eve")];
    // 1 January 02:00 CET is 01:00Z.
    expect(isOpenAt([], berlin, at('2027-01-01T01:00:00Z'), specialDays)).toBe(true);
    expect(storeStatus([], berlin, at('2027-01-01T01:00:00Z'), specialDays)).toEqual({
      is_open: true,
      today_hours: [],
      next_change_at: '2027-01-01T02:00:00.000Z',
    });
  });

  it("use the store's local date (New York)", () => {
    const hours = EVERY_DAY.map((day) => range(day, '18:00', '23:00'));
    const specialDays = [closedOn('2026-06-05')];
    // Friday 5 June, 22:00 EDT is Saturday in UTC.
    expect(isOpenAt(hours, newYork, at('2026-06-06T02:00:00Z'), specialDays)).toBe(false);
    expect(isOpenAt(hours, newYork, at('2026-06-07T02:00:00Z'), specialDays)).toBe(true);
  });
});

describe('isPausedAt', () => {
  const now = at('2026-06-01T12:00:00Z');

  it('is false with no pause', () => {
    expect(isPausedAt(null, now)).toBe(false);
  });

  it('is true until the end of the pause, and false from it', () => {
    expect(isPausedAt(pausedSince('2026-06-01T11:00:00Z', '2026-06-01T12:00:01Z'), now)).toBe(true);
    expect(isPausedAt(pausedSince('2026-06-01T11:00:00Z', '2026-06-01T12:00:00Z'), now)).toBe(false);
    expect(isPausedAt(pausedSince('2026-06-01T11:00:00Z', '2026-06-01T11:30:00Z'), now)).toBe(false);
  });

  it('is true for a pause without an end', () => {
    expect(isPausedAt(pausedSince('2026-05-01T11:00:00Z', null), now)).toBe(true);
  });
});

describe('availability', () => {
  const hours: StoreHours = { ranges: lunchEveryDay, timeZone: berlin };
  const withSpecialDays = (specialDays: SpecialDayHours[]): StoreHours => ({ ...hours, specialDays });
  const notPaused = { paused: false, paused_until: null };

  it('takes orders in its hours', () => {
    expect(availability(hours, null, at('2026-06-01T10:00:00Z'))).toEqual({
      is_open: true,
      today_hours: [{ open_time: '11:30', close_time: '14:30' }],
      next_change_at: '2026-06-01T12:30:00.000Z',
      ...notPaused,
      next_open_at: null,
      closed_reason: null,
    });
  });

  it('tells when it opens while closed by its hours, with no reason', () => {
    expect(availability(hours, null, at('2026-06-01T13:00:00Z'))).toMatchObject({
      is_open: false,
      ...notPaused,
      next_open_at: '2026-06-02T09:30:00.000Z',
      closed_reason: null,
    });
  });

  it("gives today's special day's note as the reason it is closed", () => {
    const closed = withSpecialDays([closedOn('2026-06-01', 'Staff outing')]);
    expect(availability(closed, null, at('2026-06-01T10:00:00Z'))).toEqual({
      is_open: false,
      today_hours: [],
      next_change_at: '2026-06-02T09:30:00.000Z',
      ...notPaused,
      next_open_at: '2026-06-02T09:30:00.000Z',
      closed_reason: 'Staff outing',
    });
    // The note of tomorrow's special day is not today's reason.
    expect(availability(closed, null, at('2026-05-31T13:00:00Z')).closed_reason).toBeNull();
  });

  it("gives the note while a special day's own hours keep the store closed, not while open", () => {
    const late = withSpecialDays([openOn('2026-06-01', '18:00', '20:00', 'Late opening')]);
    expect(availability(late, null, at('2026-06-01T10:00:00Z'))).toMatchObject({
      is_open: false,
      next_open_at: '2026-06-01T16:00:00.000Z',
      closed_reason: 'Late opening',
    });
    expect(availability(late, null, at('2026-06-01T17:00:00Z'))).toMatchObject({
      is_open: true,
      next_open_at: null,
      closed_reason: null,
    });
  });

  it('has no reason for a special day without a note', () => {
    const closed = withSpecialDays([closedOn('2026-06-01')]);
    expect(availability(closed, null, at('2026-06-01T10:00:00Z')).closed_reason).toBeNull();
  });

  it('finds the opening after a holiday of three weeks', () => {
    const holiday = Array.from({ length: 21 }, (_, day) =>
      closedOn(`2026-07-${String(day + 1).padStart(2, '0')}`, 'Summer holiday'),
    );
    expect(availability(withSpecialDays(holiday), null, at('2026-07-01T10:00:00Z'))).toMatchObject({
      is_open: false,
      next_open_at: '2026-07-22T09:30:00.000Z',
      closed_reason: 'Summer holiday',
    });
  });

  it('has no opening ahead with no hours', () => {
    expect(availability({ ranges: [], timeZone: berlin }, null, at('2026-06-01T10:00:00Z'))).toEqual({
      is_open: false,
      today_hours: [],
      next_change_at: null,
      ...notPaused,
      next_open_at: null,
      closed_reason: null,
    });
  });

  describe('while paused with an end', () => {
    const now = at('2026-06-01T10:00:00Z'); // 12:00, in the lunch hours

    it('is closed until the end, which is the next change', () => {
      const pause = pausedSince('2026-06-01T09:55:00Z', '2026-06-01T10:30:00Z', 'Kitchen flooded');
      expect(availability(hours, pause, now)).toEqual({
        is_open: false,
        today_hours: [{ open_time: '11:30', close_time: '14:30' }],
        next_change_at: '2026-06-01T10:30:00.000Z',
        paused: true,
        paused_until: '2026-06-01T10:30:00.000Z',
        next_open_at: '2026-06-01T10:30:00.000Z',
        closed_reason: 'Kitchen flooded',
      });
    });

    it('opens next at the first opening after an end outside the hours', () => {
      const pause = pausedSince('2026-06-01T09:55:00Z', '2026-06-01T22:00:00Z');
      expect(availability(hours, pause, now)).toMatchObject({
        is_open: false,
        next_change_at: '2026-06-01T22:00:00.000Z',
        paused: true,
        paused_until: '2026-06-01T22:00:00.000Z',
        next_open_at: '2026-06-02T09:30:00.000Z',
        closed_reason: null,
      });
    });

    it("skips a closed special day after the end, and gives today's note without a reason", () => {
      const specialDays = [
        openOn('2026-06-01', '11:30', '14:30', 'Short day'),
        closedOn('2026-06-02', 'Inventory'),
      ];
      const pause = pausedSince('2026-06-01T09:55:00Z', '2026-06-01T22:00:00Z');
      expect(availability(withSpecialDays(specialDays), pause, now)).toMatchObject({
        paused: true,
        next_open_at: '2026-06-03T09:30:00.000Z',
        closed_reason: 'Short day',
      });
      const withReason = { ...pause, reason: 'Back tomorrow' };
      expect(availability(withSpecialDays(specialDays), withReason, now).closed_reason).toBe('Back tomorrow');
    });
  });

  it('counts a pause whose end has passed as over', () => {
    const pause = pausedSince('2026-06-01T09:00:00Z', '2026-06-01T09:45:00Z', 'Short break');
    expect(availability(hours, pause, at('2026-06-01T10:00:00Z'))).toEqual(
      availability(hours, null, at('2026-06-01T10:00:00Z')),
    );
    expect(availability(hours, pause, at('2026-06-01T09:45:00Z'))).toMatchObject({
      is_open: true,
      paused: false,
      closed_reason: null,
    });
  });

  it('while paused without an end, does not know when it opens', () => {
    const pause = pausedSince('2026-06-01T09:40:00Z', null);
    expect(availability(hours, pause, at('2026-06-01T10:00:00Z'))).toEqual({
      is_open: false,
      today_hours: [{ open_time: '11:30', close_time: '14:30' }],
      next_change_at: null,
      paused: true,
      paused_until: null,
      next_open_at: null,
      closed_reason: null,
    });
  });
});
