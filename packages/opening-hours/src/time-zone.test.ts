import { describe, expect, it } from 'vitest';
import {
  dayOfWeekIn,
  instantAt,
  isValidTimeZone,
  localEpochDay,
  startOfNextDay,
  weekdayOfEpochDay,
} from './time-zone.ts';

/** A local date-time written as if it were UTC, as instantAt takes it. */
const wall = (localDateTime: string) => Date.parse(`${localDateTime}Z`);
const iso = (instant: number) => new Date(instant).toISOString();

describe('isValidTimeZone', () => {
  it.each(['Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'UTC', 'europe/berlin'])(
    'accepts %s',
    (zone) => {
      expect(isValidTimeZone(zone)).toBe(true);
    },
  );

  it.each(['Mars/Olympus', '', 'Europe/Berlin ', 'CEST+2', '+05:30'])('refuses %j', (zone) => {
    expect(isValidTimeZone(zone)).toBe(false);
  });
});

describe('dayOfWeekIn', () => {
  it('counts 0 = Monday … 6 = Sunday', () => {
    expect(dayOfWeekIn('UTC', new Date('2026-06-01T12:00:00Z'))).toBe(0);
    expect(dayOfWeekIn('UTC', new Date('2026-06-06T12:00:00Z'))).toBe(5);
    expect(dayOfWeekIn('UTC', new Date('2026-06-07T12:00:00Z'))).toBe(6);
  });

  it('uses the local date of the time zone', () => {
    const sundayEveningUtc = new Date('2026-06-07T22:30:00Z');
    expect(dayOfWeekIn('UTC', sundayEveningUtc)).toBe(6);
    expect(dayOfWeekIn('Europe/Berlin', sundayEveningUtc)).toBe(0); // Monday 00:30 CEST
    expect(dayOfWeekIn('America/New_York', new Date('2026-06-08T02:00:00Z'))).toBe(6); // Sunday 22:00 EDT
  });

  it('switches at local midnight in a half-hour offset zone', () => {
    expect(dayOfWeekIn('Asia/Kolkata', new Date('2026-06-07T18:29:59Z'))).toBe(6); // Sunday 23:59:59 IST
    expect(dayOfWeekIn('Asia/Kolkata', new Date('2026-06-07T18:30:00Z'))).toBe(0); // Monday 00:00 IST
  });

  it('refuses an unknown time zone or an invalid date', () => {
    expect(() => dayOfWeekIn('Mars/Olympus', new Date())).toThrow(RangeError);
    expect(() => dayOfWeekIn('Europe/Berlin', new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('localEpochDay and weekdayOfEpochDay', () => {
  it('numbers local dates from 1970-01-01, a Thursday', () => {
    expect(localEpochDay('UTC', new Date('1970-01-01T23:59:59Z'))).toBe(0);
    expect(weekdayOfEpochDay(0)).toBe(3);
    expect(weekdayOfEpochDay(-1)).toBe(2);
    expect(localEpochDay('Europe/Berlin', new Date('2026-03-28T23:30:00Z'))).toBe(
      Date.UTC(2026, 2, 29) / 86_400_000,
    );
  });
});

describe('instantAt', () => {
  it('converts ordinary wall times with the offset in force', () => {
    expect(iso(instantAt('Europe/Berlin', wall('2026-01-15T12:00:00')))).toBe('2026-01-15T11:00:00.000Z');
    expect(iso(instantAt('Europe/Berlin', wall('2026-07-15T12:00:00')))).toBe('2026-07-15T10:00:00.000Z');
    expect(iso(instantAt('Asia/Kolkata', wall('2026-06-08T00:00:00')))).toBe('2026-06-07T18:30:00.000Z');
    expect(iso(instantAt('UTC', wall('2026-06-08T00:00:00')))).toBe('2026-06-08T00:00:00.000Z');
  });

  it('takes a wall time skipped in spring as the first instant after the gap', () => {
    // Berlin, 2026-03-29: at 01:00Z the clocks jump from 02:00 CET to 03:00 CEST.
    expect(iso(instantAt('Europe/Berlin', wall('2026-03-29T01:59:59')))).toBe('2026-03-29T00:59:59.000Z');
    expect(iso(instantAt('Europe/Berlin', wall('2026-03-29T02:00:00')))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(instantAt('Europe/Berlin', wall('2026-03-29T02:30:00')))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(instantAt('Europe/Berlin', wall('2026-03-29T03:00:00')))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(instantAt('Europe/Berlin', wall('2026-03-29T03:30:00')))).toBe('2026-03-29T01:30:00.000Z');
    // New York, 2026-03-08: 02:00 EST → 03:00 EDT at 07:00Z.
    expect(iso(instantAt('America/New_York', wall('2026-03-08T02:30:00')))).toBe('2026-03-08T07:00:00.000Z');
  });

  it('finds gaps that do not start on a whole UTC hour', () => {
    // Adelaide, 2026-10-04: 02:00 ACST (+09:30) → 03:00 ACDT at 16:30Z the day before.
    expect(iso(instantAt('Australia/Adelaide', wall('2026-10-04T02:15:00')))).toBe(
      '2026-10-03T16:30:00.000Z',
    );
    // Lord Howe moves by only 30 minutes: 02:00 (+10:30) → 02:30 (+11:00) at 15:30Z.
    expect(iso(instantAt('Australia/Lord_Howe', wall('2026-10-04T02:15:00')))).toBe(
      '2026-10-03T15:30:00.000Z',
    );
  });

  it('takes a wall time repeated in autumn as its first occurrence', () => {
    // Berlin, 2026-10-25: at 01:00Z the clocks go back from 03:00 CEST to 02:00 CET, so 02:00–03:00 happens twice.
    expect(iso(instantAt('Europe/Berlin', wall('2026-10-25T01:59:00')))).toBe('2026-10-24T23:59:00.000Z');
    expect(iso(instantAt('Europe/Berlin', wall('2026-10-25T02:00:00')))).toBe('2026-10-25T00:00:00.000Z');
    expect(iso(instantAt('Europe/Berlin', wall('2026-10-25T02:30:00')))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(instantAt('Europe/Berlin', wall('2026-10-25T03:00:00')))).toBe('2026-10-25T02:00:00.000Z');
    // New York, 2026-11-01: 02:00 EDT → 01:00 EST at 06:00Z.
    expect(iso(instantAt('America/New_York', wall('2026-11-01T01:30:00')))).toBe('2026-11-01T05:30:00.000Z');
  });
});

describe('startOfNextDay', () => {
  it('is the coming local midnight', () => {
    expect(startOfNextDay('Europe/Berlin', new Date('2026-06-10T15:00:00Z')).toISOString()).toBe(
      '2026-06-10T22:00:00.000Z',
    );
    expect(startOfNextDay('Europe/Berlin', new Date('2026-06-10T22:00:00Z')).toISOString()).toBe(
      '2026-06-11T22:00:00.000Z',
    );
  });

  it('spans 23 hours on the spring-forward day and 25 on the fall-back day', () => {
    const springDay = new Date('2026-03-28T23:00:00Z'); // 00:00 on Sunday 29 March in Berlin
    expect(startOfNextDay('Europe/Berlin', springDay).getTime() - springDay.getTime()).toBe(23 * 3_600_000);
    const autumnDay = new Date('2026-10-24T22:00:00Z'); // 00:00 on Sunday 25 October in Berlin
    expect(startOfNextDay('Europe/Berlin', autumnDay).getTime() - autumnDay.getTime()).toBe(25 * 3_600_000);
  });
});
