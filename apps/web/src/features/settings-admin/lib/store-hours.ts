import type { IntlShape } from 'react-intl';
import type { StoreHoursEntry } from '@food/contract';

/** 2024-01-01 was a Monday: day_of_week 0 (decisions §8: 0 = Monday … 6 = Sunday). */
const A_MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

/** A weekday's name in the active language: "Mon"/"Monday", "Mo."/"Montag". */
export function dayName(intl: IntlShape, day: number, style: 'short' | 'long' = 'long'): string {
  return intl.formatDate(A_MONDAY + day * DAY_MS, { weekday: style, timeZone: 'UTC' });
}
export const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** One row of the store-hours list: the entries that share a name and a range, one per day. */
export type StoreHoursGroup = {
  /** The entry of the group's first day; PUT and DELETE …/{id}/group act on its whole group. */
  id: number;
  name: string;
  opening_time: string;
  closing_time: string;
  /** Sorted, without repeats. */
  days: number[];
  entries: StoreHoursEntry[];
};

/**
 * Groups entries with the same name, opening and closing time into one row listing its days,
 * ordered by first day, then opening time, then name.
 */
export function groupStoreHours(entries: readonly StoreHoursEntry[]): StoreHoursGroup[] {
  const groups = new Map<string, StoreHoursEntry[]>();
  for (const entry of entries) {
    const key = JSON.stringify([entry.name, entry.opening_time, entry.closing_time]);
    const members = groups.get(key);
    if (members) members.push(entry);
    else groups.set(key, [entry]);
  }
  return [...groups.values()]
    .map((members) => {
      const sorted = [...members].sort((a, b) => a.day_of_week - b.day_of_week || a.id - b.id);
      const first = sorted[0]!;
      return {
        id: first.id,
        name: first.name,
        opening_time: first.opening_time,
        closing_time: first.closing_time,
        days: [...new Set(sorted.map((entry) => entry.day_of_week))],
        entries: sorted,
      };
    })
    .sort(
      (a, b) =>
        a.days[0]! - b.days[0]! ||
        a.opening_time.localeCompare(b.opening_time) ||
        a.name.localeCompare(b.name),
    );
}

/** "Mon, Tue, Wed" (or full names), in week order whatever order the days come in. */
export function formatDays(
  intl: IntlShape,
  days: readonly number[],
  style: 'short' | 'long' = 'short',
): string {
  return [...new Set(days)]
    .filter((day) => day >= 0 && day <= 6)
    .sort((a, b) => a - b)
    .map((day) => dayName(intl, day, style))
    .join(', ');
}

/** A range that closes at or before it opens ends after midnight, on the next day (decisions §8). */
export function endsNextDay({ opening_time, closing_time }: { opening_time: string; closing_time: string }) {
  return closing_time.slice(0, 5) <= opening_time.slice(0, 5);
}

/** The closing time as shown in the list: "02:00 (next day)" for a range past midnight. */
export function formatClosingTime(
  intl: IntlShape,
  range: { opening_time: string; closing_time: string },
): string {
  const time = range.closing_time.slice(0, 5);
  return endsNextDay(range) ? intl.formatMessage({ id: 'settings.hours.nextDay' }, { time }) : time;
}

/** What the list's search looks through: name, days (short and long names) and both times. */
export function storeHoursSearchTexts(intl: IntlShape, group: StoreHoursGroup): string[] {
  return [
    group.name,
    formatDays(intl, group.days),
    formatDays(intl, group.days, 'long'),
    group.opening_time,
    formatClosingTime(intl, group),
  ];
}

/** The weekdays with no range at all: the store is closed all day then. */
export function daysWithoutHours(entries: readonly Pick<StoreHoursEntry, 'day_of_week'>[]): number[] {
  const open = new Set(entries.map((entry) => entry.day_of_week));
  return ALL_DAYS.filter((day) => !open.has(day));
}
