import { getIntl } from '@/lib/i18n/language.ts';
import type { StoreHoursEntry } from '@food/contract';
import { describe, expect, it } from 'vitest';
import {
  daysWithoutHours,
  endsNextDay,
  formatClosingTime,
  formatDays,
  groupStoreHours,
  storeHoursSearchTexts,
} from './store-hours.ts';

let nextId = 1;
function entry(day: number, name: string, opening_time: string, closing_time: string): StoreHoursEntry {
  return { id: nextId++, name, day_of_week: day, opening_time, closing_time, store_id: 9 };
}

describe('groupStoreHours', () => {
  it('puts entries with the same name and times in one row listing its days', () => {
    const entries = [
      entry(4, 'Weekdays', '11:00', '22:00'),
      entry(0, 'Weekdays', '11:00', '22:00'),
      entry(2, 'Weekdays', '11:00', '22:00'),
      entry(5, 'Weekend', '12:00', '23:30'),
      entry(6, 'Weekend', '12:00', '23:30'),
    ];
    const groups = groupStoreHours(entries);
    expect(groups.map((g) => [g.name, g.days])).toEqual([
      ['Weekdays', [0, 2, 4]],
      ['Weekend', [5, 6]],
    ]);
    // The group's id is its first day's entry, whatever order the server sent.
    expect(groups[0]!.id).toBe(entries[1]!.id);
    expect(groups[0]!.entries.map((e) => e.day_of_week)).toEqual([0, 2, 4]);
  });

  it('keeps rows apart when the name or either time differs', () => {
    const groups = groupStoreHours([
      entry(0, 'Lunch', '11:00', '14:00'),
      entry(0, 'Dinner', '17:00', '22:00'),
      entry(1, 'Lunch', '11:00', '14:30'),
      entry(1, 'Lunch', '11:30', '14:00'),
      entry(2, 'lunch', '11:00', '14:00'),
    ]);
    expect(groups).toHaveLength(5);
  });

  it('orders rows by first day, then opening time, then name', () => {
    const groups = groupStoreHours([
      entry(1, 'Dinner', '17:00', '22:00'),
      entry(0, 'Dinner', '17:00', '22:00'),
      entry(0, 'Lunch', '11:00', '14:00'),
      entry(0, 'Brunch', '11:00', '13:00'),
      entry(3, 'Late', '18:00', '02:00'),
    ]);
    expect(groups.map((g) => g.name)).toEqual(['Brunch', 'Lunch', 'Dinner', 'Late']);
  });

  it('answers an empty list for no entries', () => {
    expect(groupStoreHours([])).toEqual([]);
  });
});

describe('formatDays', () => {
  it('lists short names in week order, Monday first', () => {
    expect(formatDays(getIntl(), [4, 0, 1, 3, 2])).toBe('Mon, Tue, Wed, Thu, Fri');
    expect(formatDays(getIntl(), [6, 5])).toBe('Sat, Sun');
  });

  it('writes full names when asked and drops repeats and unknown days', () => {
    expect(formatDays(getIntl(), [6, 0, 0, 9], 'long')).toBe('Monday, Sunday');
    expect(formatDays(getIntl(), [])).toBe('');
  });
});

describe('closing times', () => {
  it('marks a range that closes after midnight as ending on the next day', () => {
    expect(endsNextDay({ opening_time: '18:00', closing_time: '02:00' })).toBe(true);
    expect(formatClosingTime(getIntl(), { opening_time: '18:00', closing_time: '02:00' })).toBe(
      '02:00 (next day)',
    );
  });

  it('leaves a range within one day as it is', () => {
    expect(endsNextDay({ opening_time: '11:00', closing_time: '22:00' })).toBe(false);
    expect(formatClosingTime(getIntl(), { opening_time: '11:00', closing_time: '23:59' })).toBe('23:59');
    expect(formatClosingTime(getIntl(), { opening_time: '00:00', closing_time: '00:30:00' })).toBe('00:30');
  });
});

describe('storeHoursSearchTexts', () => {
  it('offers the name, short and long day names and both times', () => {
    const [group] = groupStoreHours([entry(5, 'Late', '18:00', '02:00'), entry(6, 'Late', '18:00', '02:00')]);
    expect(storeHoursSearchTexts(getIntl(), group!)).toEqual([
      'Late',
      'Sat, Sun',
      'Saturday, Sunday',
      '18:00',
      '02:00 (next day)',
    ]);
  });
});

describe('daysWithoutHours', () => {
  it('lists the weekdays that have no range, Monday first', () => {
    expect(
      daysWithoutHours([entry(2, 'Lunch', '11:00', '14:00'), entry(6, 'Late', '18:00', '02:00')]),
    ).toEqual([0, 1, 3, 4, 5]);
    expect(daysWithoutHours([])).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});
