import { describe, expect, it } from 'vitest';
import type { HoursRange } from './types.ts';
import { isOpenAt, nextChange, storeStatus, todayHours } from './store-status.ts';

const MON = 0;
const TUE = 1;
const FRI = 4;
const SAT = 5;
const SUN = 6;

const berlin = 'Europe/Berlin';
const at = (instant: string) => new Date(instant);
const nextChangeIso = (ranges: HoursRange[], timeZone: string, instant: string) =>
  nextChange(ranges, timeZone, at(instant))?.toISOString() ?? null;
const range = (day_of_week: number, open_time: string, close_time: string): HoursRange => ({
  day_of_week,
  open_time,
  close_time,
});

// June 2026 in Berlin is CEST (UTC+2); 2026-06-01 is a Monday.
describe('a day split into lunch and dinner', () => {
  const hours = [range(MON, '17:30:00', '22:00:00'), range(MON, '11:30:00', '14:30:00')];

  it('is closed before lunch and opens at 11:30', () => {
    expect(isOpenAt(hours, berlin, at('2026-06-01T09:29:59Z'))).toBe(false);
    expect(nextChangeIso(hours, berlin, '2026-06-01T09:00:00Z')).toBe('2026-06-01T09:30:00.000Z');
    expect(isOpenAt(hours, berlin, at('2026-06-01T09:30:00Z'))).toBe(true);
  });

  it('closes at 14:30 sharp and reopens at 17:30', () => {
    expect(isOpenAt(hours, berlin, at('2026-06-01T12:29:59Z'))).toBe(true);
    expect(nextChangeIso(hours, berlin, '2026-06-01T10:00:00Z')).toBe('2026-06-01T12:30:00.000Z');
    expect(isOpenAt(hours, berlin, at('2026-06-01T12:30:00Z'))).toBe(false);
    expect(nextChangeIso(hours, berlin, '2026-06-01T12:30:00Z')).toBe('2026-06-01T15:30:00.000Z');
    expect(nextChangeIso(hours, berlin, '2026-06-01T15:30:00Z')).toBe('2026-06-01T20:00:00.000Z');
  });

  it('lists both ranges sorted, as HH:MM', () => {
    expect(todayHours(hours, berlin, at('2026-06-01T06:00:00Z'))).toEqual([
      { open_time: '11:30', close_time: '14:30' },
      { open_time: '17:30', close_time: '22:00' },
    ]);
  });

  it('looks a whole week ahead when there are no more ranges this week', () => {
    expect(nextChangeIso(hours, berlin, '2026-06-01T20:00:00Z')).toBe('2026-06-08T09:30:00.000Z');
    expect(nextChangeIso(hours, berlin, '2026-06-02T10:00:00Z')).toBe('2026-06-08T09:30:00.000Z');
    expect(todayHours(hours, berlin, at('2026-06-02T10:00:00Z'))).toEqual([]);
  });

  it('combines everything in storeStatus', () => {
    expect(storeStatus(hours, berlin, at('2026-06-01T13:00:00Z'))).toEqual({
      is_open: false,
      today_hours: [
        { open_time: '11:30', close_time: '14:30' },
        { open_time: '17:30', close_time: '22:00' },
      ],
      next_change_at: '2026-06-01T15:30:00.000Z',
    });
  });
});

describe('weekend ranges past midnight (Fri 17:00–01:00, Sat 12:00–02:00)', () => {
  const hours = [range(FRI, '17:00', '01:00'), range(SAT, '12:00', '02:00')];

  it('is open early on Saturday from the Friday range, showing Saturday as today', () => {
    expect(storeStatus(hours, berlin, at('2026-06-05T22:30:00Z'))).toEqual({
      is_open: true,
      today_hours: [{ open_time: '12:00', close_time: '02:00' }],
      next_change_at: '2026-06-05T23:00:00.000Z', // Saturday 01:00
    });
  });

  it('is closed between the Friday close and the Saturday open', () => {
    expect(isOpenAt(hours, berlin, at('2026-06-05T23:00:00Z'))).toBe(false);
    expect(nextChangeIso(hours, berlin, '2026-06-05T23:30:00Z')).toBe('2026-06-06T10:00:00.000Z');
  });

  it('stays open into Sunday with no Sunday hours of its own', () => {
    expect(storeStatus(hours, berlin, at('2026-06-06T23:59:00Z'))).toEqual({
      is_open: true,
      today_hours: [],
      next_change_at: '2026-06-07T00:00:00.000Z', // Sunday 02:00
    });
  });

  it('after the Sunday close waits for next Friday', () => {
    expect(isOpenAt(hours, berlin, at('2026-06-07T00:00:00Z'))).toBe(false);
    expect(nextChangeIso(hours, berlin, '2026-06-07T00:00:00Z')).toBe('2026-06-12T15:00:00.000Z');
  });
});

describe('Sunday → Monday wrap', () => {
  const hours = [range(SUN, '20:00', '01:00'), range(MON, '18:00', '23:00')];

  it('is open on Monday at 00:30 from the Sunday range', () => {
    const mondayHalfPastMidnight = at('2026-06-07T22:30:00Z');
    expect(storeStatus(hours, berlin, mondayHalfPastMidnight)).toEqual({
      is_open: true,
      today_hours: [{ open_time: '18:00', close_time: '23:00' }],
      next_change_at: '2026-06-07T23:00:00.000Z',
    });
  });

  it('is closed on Monday at 01:00', () => {
    expect(isOpenAt(hours, berlin, at('2026-06-07T23:00:00Z'))).toBe(false);
    expect(nextChangeIso(hours, berlin, '2026-06-07T23:00:00Z')).toBe('2026-06-08T16:00:00.000Z');
  });
});

describe('merging ranges that touch or overlap', () => {
  it('reports no change where one range ends as the next begins', () => {
    const hours = [range(MON, '11:00', '15:00'), range(MON, '15:00', '22:00')];
    expect(nextChangeIso(hours, berlin, '2026-06-01T10:00:00Z')).toBe('2026-06-01T20:00:00.000Z');
    expect(isOpenAt(hours, berlin, at('2026-06-01T13:00:00Z'))).toBe(true);
  });

  it('reports no change inside overlapping ranges', () => {
    const hours = [range(MON, '11:00', '16:00'), range(MON, '15:00', '22:00'), range(MON, '12:00', '13:00')];
    expect(nextChangeIso(hours, berlin, '2026-06-01T09:00:00Z')).toBe('2026-06-01T20:00:00.000Z');
  });

  it('joins a range past midnight with one starting at midnight the next day', () => {
    const hours = [range(SAT, '18:00', '02:00'), range(SUN, '00:00', '03:00')];
    expect(nextChangeIso(hours, berlin, '2026-06-06T18:00:00Z')).toBe('2026-06-07T01:00:00.000Z'); // Sunday 03:00
    expect(nextChangeIso(hours, berlin, '2026-06-06T21:59:59Z')).toBe('2026-06-07T01:00:00.000Z');
  });

  it('joins ranges touching at midnight across the whole week into an always-open store', () => {
    const allWeek = [MON, TUE, 2, 3, FRI, SAT, SUN].map((day) => range(day, '00:00', '00:00'));
    expect(storeStatus(allWeek, berlin, at('2026-06-03T12:00:00Z'))).toEqual({
      is_open: true,
      today_hours: [{ open_time: '00:00', close_time: '00:00' }],
      next_change_at: null,
    });
  });
});

describe('a 00:00–00:00 range', () => {
  const hours = [range(MON, '00:00', '00:00')];

  it('is open the whole day until the next midnight', () => {
    expect(isOpenAt(hours, berlin, at('2026-05-31T22:00:00Z'))).toBe(true); // Monday 00:00
    expect(isOpenAt(hours, berlin, at('2026-06-01T21:59:59Z'))).toBe(true); // Monday 23:59:59
    expect(isOpenAt(hours, berlin, at('2026-06-01T22:00:00Z'))).toBe(false); // Tuesday 00:00
    expect(nextChangeIso(hours, berlin, '2026-06-01T10:00:00Z')).toBe('2026-06-01T22:00:00.000Z');
    expect(nextChangeIso(hours, berlin, '2026-05-31T21:59:59Z')).toBe('2026-05-31T22:00:00.000Z');
  });
});

describe('no ranges', () => {
  it('is always closed and never changes', () => {
    expect(isOpenAt([], berlin, at('2026-06-01T12:00:00Z'))).toBe(false);
    expect(nextChange([], berlin, at('2026-06-01T12:00:00Z'))).toBeNull();
    expect(todayHours([], berlin, at('2026-06-01T12:00:00Z'))).toEqual([]);
    expect(storeStatus([], berlin, at('2026-06-01T12:00:00Z'))).toEqual({
      is_open: false,
      today_hours: [],
      next_change_at: null,
    });
  });
});

describe('daylight saving time in Berlin', () => {
  // 2026-03-29: 02:00 CET (UTC+1) → 03:00 CEST (UTC+2) at 01:00Z. 2026-10-25: 03:00 CEST → 02:00 CET at 01:00Z.

  it('ends a Saturday 18:00–02:00 range at the spring gap', () => {
    const hours = [range(SAT, '18:00', '02:00')];
    // 02:00 never shows on 29 March: the clocks jump from 01:59:59 CET (00:59:59Z) to 03:00 CEST (01:00Z).
    expect(nextChangeIso(hours, berlin, '2026-03-28T17:00:00Z')).toBe('2026-03-29T01:00:00.000Z');
    expect(isOpenAt(hours, berlin, at('2026-03-28T16:59:59Z'))).toBe(false); // 17:59:59 CET
    expect(isOpenAt(hours, berlin, at('2026-03-29T00:59:59Z'))).toBe(true);
    expect(isOpenAt(hours, berlin, at('2026-03-29T01:00:00Z'))).toBe(false);
    // The next Saturday is in CEST: 18:00 = 16:00Z.
    expect(nextChangeIso(hours, berlin, '2026-03-29T01:00:00Z')).toBe('2026-04-04T16:00:00.000Z');
  });

  it('takes a time inside the spring gap as 03:00 CEST', () => {
    const hours = [range(SAT, '22:00', '02:30'), range(SUN, '02:30', '05:00')];
    expect(nextChangeIso(hours, berlin, '2026-03-28T21:30:00Z')).toBe('2026-03-29T03:00:00.000Z'); // merged, 05:00
    expect(isOpenAt([range(SUN, '02:30', '05:00')], berlin, at('2026-03-29T00:59:59Z'))).toBe(false);
    expect(isOpenAt([range(SUN, '02:30', '05:00')], berlin, at('2026-03-29T01:00:00Z'))).toBe(true);
  });

  it('ignores a range lying wholly inside the spring gap', () => {
    const hours = [range(SUN, '02:00', '02:45')];
    expect(isOpenAt(hours, berlin, at('2026-03-29T01:00:00Z'))).toBe(false);
    expect(nextChangeIso(hours, berlin, '2026-03-28T12:00:00Z')).toBe('2026-04-05T00:00:00.000Z');
  });

  it('uses CEST for the rest of the spring day', () => {
    const hours = [range(SUN, '12:00', '14:00')];
    expect(nextChangeIso(hours, berlin, '2026-03-29T00:00:00Z')).toBe('2026-03-29T10:00:00.000Z');
  });

  it('takes a time repeated in autumn as its first occurrence', () => {
    const closingInTheRepeatedHour = [range(SAT, '20:00', '02:30')];
    expect(nextChangeIso(closingInTheRepeatedHour, berlin, '2026-10-24T20:00:00Z')).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(isOpenAt(closingInTheRepeatedHour, berlin, at('2026-10-25T00:29:59Z'))).toBe(true); // 02:29:59 CEST
    expect(isOpenAt(closingInTheRepeatedHour, berlin, at('2026-10-25T01:30:00Z'))).toBe(false); // 02:30 CET

    const openingInTheRepeatedHour = [range(SUN, '02:30', '04:00')];
    expect(nextChangeIso(openingInTheRepeatedHour, berlin, '2026-10-24T22:00:00Z')).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(isOpenAt(openingInTheRepeatedHour, berlin, at('2026-10-25T01:15:00Z'))).toBe(true); // 02:15 CET
    expect(nextChangeIso(openingInTheRepeatedHour, berlin, '2026-10-25T00:30:00Z')).toBe(
      '2026-10-25T03:00:00.000Z',
    );
  });

  it('runs a Saturday 18:00–02:00 range an hour longer in real time on the autumn night', () => {
    const hours = [range(SAT, '18:00', '02:00')];
    // 18:00 CEST = 16:00Z; 02:00 first occurs in CEST, at 00:00Z.
    expect(nextChangeIso(hours, berlin, '2026-10-24T12:00:00Z')).toBe('2026-10-24T16:00:00.000Z');
    expect(nextChangeIso(hours, berlin, '2026-10-24T16:00:00Z')).toBe('2026-10-25T00:00:00.000Z');
    // The next Saturday is in CET: 18:00 = 17:00Z.
    expect(nextChangeIso(hours, berlin, '2026-10-25T00:00:00Z')).toBe('2026-10-31T17:00:00.000Z');
  });

  it('sees the weekly closing of a round-the-clock store beyond the week in which DST swallows it', () => {
    // Open all week but Sunday 02:00–03:00, an hour that does not exist on 29 March.
    const hours = [
      ...[MON, TUE, 2, 3, FRI, SAT].map((day) => range(day, '00:00', '00:00')),
      range(SUN, '00:00', '02:00'),
      range(SUN, '03:00', '00:00'),
    ];
    expect(isOpenAt(hours, berlin, at('2026-03-29T01:00:00Z'))).toBe(true);
    expect(nextChangeIso(hours, berlin, '2026-03-27T12:00:00Z')).toBe('2026-04-05T00:00:00.000Z');
    expect(nextChangeIso(hours, berlin, '2026-04-05T00:00:00Z')).toBe('2026-04-05T01:00:00.000Z');
  });
});

describe('America/New_York', () => {
  const newYork = 'America/New_York';
  // 2026-03-08: 02:00 EST (UTC−5) → 03:00 EDT (UTC−4). 2026-11-01: 02:00 EDT → 01:00 EST.

  it('ends a Saturday 18:00–02:00 range at the spring gap', () => {
    const hours = [range(SAT, '18:00', '02:00')];
    expect(nextChangeIso(hours, newYork, '2026-03-07T12:00:00Z')).toBe('2026-03-07T23:00:00.000Z');
    expect(nextChangeIso(hours, newYork, '2026-03-07T23:00:00Z')).toBe('2026-03-08T07:00:00.000Z');
  });

  it('takes a time repeated in autumn as its first occurrence (EDT)', () => {
    const hours = [range(SAT, '18:00', '01:30')];
    expect(nextChangeIso(hours, newYork, '2026-10-31T22:00:00Z')).toBe('2026-11-01T05:30:00.000Z');
    expect(isOpenAt(hours, newYork, at('2026-11-01T06:00:00Z'))).toBe(false); // 01:00 EST
  });

  it('uses the local date, not the UTC date', () => {
    const hours = [range(FRI, '20:00', '23:00')];
    const fridayNightLocal = at('2026-06-06T02:00:00Z'); // Saturday in UTC, Friday 22:00 EDT
    expect(storeStatus(hours, newYork, fridayNightLocal)).toEqual({
      is_open: true,
      today_hours: [{ open_time: '20:00', close_time: '23:00' }],
      next_change_at: '2026-06-06T03:00:00.000Z',
    });
  });
});

describe('Asia/Kolkata (UTC+05:30, no DST)', () => {
  const kolkata = 'Asia/Kolkata';
  const hours = [range(MON, '09:00', '17:30')];

  it('opens and closes on the half-hour offset', () => {
    expect(isOpenAt(hours, kolkata, at('2026-06-01T03:29:59Z'))).toBe(false);
    expect(isOpenAt(hours, kolkata, at('2026-06-01T03:30:00Z'))).toBe(true);
    expect(nextChangeIso(hours, kolkata, '2026-06-01T03:30:00Z')).toBe('2026-06-01T12:00:00.000Z');
    expect(nextChangeIso(hours, kolkata, '2026-06-01T12:00:00Z')).toBe('2026-06-08T03:30:00.000Z');
  });

  it('switches today at local midnight', () => {
    expect(todayHours(hours, kolkata, at('2026-05-31T18:29:59Z'))).toEqual([]);
    expect(todayHours(hours, kolkata, at('2026-05-31T18:30:00Z'))).toEqual([
      { open_time: '09:00', close_time: '17:30' },
    ]);
  });
});

describe('invalid input', () => {
  const now = at('2026-06-01T12:00:00Z');

  it('refuses an unknown time zone', () => {
    expect(() => isOpenAt([], 'Mars/Olympus', now)).toThrow(RangeError);
    expect(() => storeStatus([range(MON, '09:00', '17:00')], '', now)).toThrow(RangeError);
  });

  it('refuses an invalid date', () => {
    expect(() => nextChange([range(MON, '09:00', '17:00')], berlin, new Date(Number.NaN))).toThrow(
      RangeError,
    );
  });

  it('refuses a day outside 0–6 and malformed times', () => {
    expect(() => isOpenAt([range(7, '09:00', '17:00')], berlin, now)).toThrow(RangeError);
    expect(() => isOpenAt([range(-1, '09:00', '17:00')], berlin, now)).toThrow(RangeError);
    expect(() => nextChange([range(MON, '9:00', '17:00')], berlin, now)).toThrow(RangeError);
    expect(() => todayHours([range(MON, '09:00', '24:00')], berlin, now)).toThrow(RangeError);
  });
});
