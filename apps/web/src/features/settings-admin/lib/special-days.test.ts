import { getIntl } from '@/lib/i18n/language.ts';
import type { SpecialDay } from '@food/contract';
import { describe, expect, it } from 'vitest';
import {
  dayHoursText,
  EMPTY_RANGE,
  formatDayDate,
  isPastDay,
  rangeText,
  specialDayFormValues,
  specialDaySearchTexts,
  specialDayToSave,
} from './special-days.ts';

const christmasEve: SpecialDay = {
  id: 3,
  store_id: 9,
  date: '2026-12-24',
  closed: false,
  ranges: [
    { open_time: '11:00', close_time: '14:00' },
    { open_time: '18:00:00', close_time: '01:00:00' },
  ],
  note: 'Christmas Eve',
};

describe('isPastDay', () => {
  it("counts today as still to come, on the store's calendar", () => {
    expect(isPastDay({ date: '2026-12-24' }, '2026-12-24')).toBe(false);
    expect(isPastDay({ date: '2026-12-23' }, '2026-12-24')).toBe(true);
    expect(isPastDay({ date: '2027-01-01' }, '2026-12-24')).toBe(false);
  });
});

describe('formatDayDate', () => {
  it("writes the date with its weekday the locale's way, without shifting the day", () => {
    expect(formatDayDate('2026-12-24', 'en-GB')).toBe('Thu, 24 Dec 2026');
    expect(formatDayDate('2026-01-01', 'en-US')).toBe('Thu, Jan 1, 2026');
  });

  it('gives back text that is not a date as it is', () => {
    expect(formatDayDate('soon', 'en-GB')).toBe('soon');
  });
});

describe('the hours of a special day', () => {
  it('lists the ranges, a range past midnight closing on the next day', () => {
    expect(rangeText(getIntl(), { open_time: '18:00:00', close_time: '01:00:00' })).toBe(
      '18:00 – 01:00 (next day)',
    );
    expect(dayHoursText(getIntl(), christmasEve)).toBe('11:00 – 14:00, 18:00 – 01:00 (next day)');
  });

  it('says a closed day is closed all day', () => {
    expect(dayHoursText(getIntl(), { closed: true, ranges: [] })).toBe('Closed all day');
  });

  it('are searched with the date as written and as stored, and the note', () => {
    expect(specialDaySearchTexts(getIntl(), christmasEve, 'en-GB')).toEqual([
      'Thu, 24 Dec 2026',
      '2026-12-24',
      '11:00 – 14:00, 18:00 – 01:00 (next day)',
      'Christmas Eve',
    ]);
  });
});

describe('the special day form', () => {
  it('starts a new day closed, with an empty range ready for when it opens', () => {
    expect(specialDayFormValues(null)).toEqual({ date: '', closed: true, ranges: [EMPTY_RANGE], note: '' });
  });

  it('shows a saved day with its times as the time boxes take them', () => {
    expect(specialDayFormValues(christmasEve)).toEqual({
      date: '2026-12-24',
      closed: false,
      ranges: [
        { open_time: '11:00', close_time: '14:00' },
        { open_time: '18:00', close_time: '01:00' },
      ],
      note: 'Christmas Eve',
    });
  });

  it('sends no ranges for a closed day, whatever the form still holds', () => {
    const values = { ...specialDayFormValues(christmasEve), closed: true };
    expect(specialDayToSave(values).ranges).toEqual([]);
    expect(specialDayToSave({ ...values, closed: false }).ranges).toHaveLength(2);
  });
});
