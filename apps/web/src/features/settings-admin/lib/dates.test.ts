import { describe, expect, it } from 'vitest';
import { formatCalendarDate, isExpired, todayIn } from './dates.ts';

describe('todayIn', () => {
  it("gives the calendar date of the time zone's wall clock", () => {
    // 23:30 UTC on 31 December is already 1 January in Berlin, still 31 December in New York.
    const instant = new Date('2025-12-31T23:30:00Z');
    expect(todayIn('Europe/Berlin', instant)).toBe('2026-01-01');
    expect(todayIn('America/New_York', instant)).toBe('2025-12-31');
    expect(todayIn('UTC', instant)).toBe('2025-12-31');
  });

  it('pads months and days to two digits', () => {
    expect(todayIn('Europe/London', new Date('2026-03-05T12:00:00Z'))).toBe('2026-03-05');
  });

  it('follows summer time', () => {
    // 22:30 UTC on 30 June is 23:30 in London (BST) and 00:30 on 1 July in Berlin (CEST).
    const instant = new Date('2026-06-30T22:30:00Z');
    expect(todayIn('Europe/London', instant)).toBe('2026-06-30');
    expect(todayIn('Europe/Berlin', instant)).toBe('2026-07-01');
  });
});

describe('isExpired', () => {
  it('counts the expiry date itself as the last day the discount applies', () => {
    expect(isExpired('2026-05-10', '2026-05-10')).toBe(false);
    expect(isExpired('2026-05-10', '2026-05-09')).toBe(false);
    expect(isExpired('2026-05-10', '2026-05-11')).toBe(true);
  });

  it('reads only the date of a full timestamp', () => {
    expect(isExpired('2026-05-10T00:00:00Z', '2026-05-10')).toBe(false);
  });
});

describe('formatCalendarDate', () => {
  it("writes the date the locale's way without shifting the day", () => {
    expect(formatCalendarDate('2026-12-31', 'en-GB')).toBe('31 Dec 2026');
    expect(formatCalendarDate('2026-01-01', 'en-US')).toBe('Jan 1, 2026');
  });

  it('gives back text that is not a date as it is', () => {
    expect(formatCalendarDate('soon', 'en-GB')).toBe('soon');
  });
});
