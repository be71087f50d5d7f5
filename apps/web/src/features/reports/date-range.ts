/** A report's days: calendar dates (YYYY-MM-DD) in the store's time zone, both included. */
export type DateRange = { from: string; to: string };

export const RANGE_PRESETS = [
  'today',
  'yesterday',
  'this_week',
  'last_week',
  'this_month',
  'last_month',
  'custom',
] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

const DAY_MS = 86_400_000;
const toDay = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const addDays = (date: string, days: number) => fromDay(toDay(date) + days * DAY_MS);

/** Days from `from` to `to`, both counted. */
export const daysIn = ({ from, to }: DateRange) => Math.round((toDay(to) - toDay(from)) / DAY_MS) + 1;

/** Monday of the week the date is in. */
function mondayOf(date: string): string {
  const weekday = (new Date(toDay(date)).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;

/** The range a preset means on `today` (weeks from Monday); `custom` keeps what the picker holds. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, today: string): DateRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'this_week':
      return { from: mondayOf(today), to: today };
    case 'last_week': {
      const monday = addDays(mondayOf(today), -7);
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'this_month':
      return { from: firstOfMonth(today), to: today };
    case 'last_month': {
      const lastDay = addDays(firstOfMonth(today), -1);
      return { from: firstOfMonth(lastDay), to: lastDay };
    }
  }
}

/** The same number of days just before: what the key figures compare with. */
export function previousRange(range: DateRange): DateRange {
  const days = daysIn(range);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/**
 * The change from `before` to `now` in whole percent; null when there was nothing before to compare
 * with (a change from 0 has no percentage).
 */
export function changePercent(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / Math.abs(before)) * 100);
}
