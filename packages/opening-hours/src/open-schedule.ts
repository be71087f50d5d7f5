import { parseTimeOfDay } from './time-of-day.ts';
import { DAY_MS, instantAt, localEpochDay, weekdayOfEpochDay } from './time-zone.ts';
import type { HoursRange, SpecialDayHours } from './types.ts';

/** [start, end) in epoch milliseconds. */
export type Interval = { start: number; end: number };

export type OpenSchedule = {
  /** Sorted, with overlapping and touching intervals merged. */
  intervals: Interval[];
  /** The intervals are complete before this instant; ranges opening later were not looked at. */
  knownUntil: number;
};

type ParsedRange = { dayOfWeek: number; open: number; close: number };
type DayRange = Omit<ParsedRange, 'dayOfWeek'>;

function parseRange({ day_of_week, open_time, close_time }: HoursRange): ParsedRange {
  if (!Number.isInteger(day_of_week) || day_of_week < 0 || day_of_week > 6) {
    throw new RangeError(`day_of_week must be 0 (Monday) … 6 (Sunday), got ${day_of_week}`);
  }
  return { dayOfWeek: day_of_week, open: parseTimeOfDay(open_time), close: parseTimeOfDay(close_time) };
}

/** Days since 1970-01-01 of a calendar date "YYYY-MM-DD". */
export function epochDayOf(date: string): number {
  const day = Date.parse(`${date}T00:00:00Z`);
  if (Number.isNaN(day)) throw new RangeError(`Not a date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  return day / DAY_MS;
}

/** The ranges of each special day by its epoch day; a closed day has none. */
function specialRangesByDay(specialDays: SpecialDayHours[]): Map<number, DayRange[]> {
  return new Map(
    specialDays.map(({ date, closed, ranges }) => [
      epochDayOf(date),
      closed
        ? []
        : ranges.map(({ open_time, close_time }) => ({
            open: parseTimeOfDay(open_time),
            close: parseTimeOfDay(close_time),
          })),
    ]),
  );
}

/**
 * The open intervals of ranges opening from the local day before `at` to `daysAhead` local days after it.
 * A special day's ranges replace the weekly ranges opening on its date; a weekly range of the day before
 * that runs past midnight still runs into it.
 */
export function openSchedule(
  ranges: HoursRange[],
  timeZone: string,
  at: Date,
  daysAhead: number,
  specialDays: SpecialDayHours[] = [],
): OpenSchedule {
  const today = localEpochDay(timeZone, at);
  const parsed = ranges.map(parseRange);
  const special = specialRangesByDay(specialDays);
  const intervals: Interval[] = [];
  for (let day = today - 1; day <= today + daysAhead; day += 1) {
    const weekday = weekdayOfEpochDay(day);
    const dayRanges = special.get(day) ?? parsed.filter(({ dayOfWeek }) => dayOfWeek === weekday);
    for (const { open, close } of dayRanges) {
      const start = instantAt(timeZone, day * DAY_MS + open * 1000);
      const closeDay = close > open ? day : day + 1;
      const end = instantAt(timeZone, closeDay * DAY_MS + close * 1000);
      // A range inside a DST gap (02:00–02:30 on the spring day) has no instant at all.
      if (end > start) intervals.push({ start, end });
    }
  }
  intervals.sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of intervals) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return { intervals: merged, knownUntil: instantAt(timeZone, (today + daysAhead + 1) * DAY_MS) };
}
