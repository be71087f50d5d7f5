import { parseTimeOfDay } from './time-of-day.ts';
import { DAY_MS, instantAt, localEpochDay, weekdayOfEpochDay } from './time-zone.ts';
import type { HoursRange } from './types.ts';

/** [start, end) in epoch milliseconds. */
type Interval = { start: number; end: number };

export type OpenSchedule = {
  /** Sorted, with overlapping and touching intervals merged. */
  intervals: Interval[];
  /** The intervals are complete before this instant; ranges opening later were not looked at. */
  knownUntil: number;
};

type ParsedRange = { dayOfWeek: number; open: number; close: number };

function parseRange({ day_of_week, open_time, close_time }: HoursRange): ParsedRange {
  if (!Number.isInteger(day_of_week) || day_of_week < 0 || day_of_week > 6) {
    throw new RangeError(`day_of_week must be 0 (Monday) … 6 (Sunday), got ${day_of_week}`);
  }
  return { dayOfWeek: day_of_week, open: parseTimeOfDay(open_time), close: parseTimeOfDay(close_time) };
}

/** The open intervals of ranges opening from the local day before `at` to `daysAhead` local days after it. */
export function openSchedule(
  ranges: HoursRange[],
  timeZone: string,
  at: Date,
  daysAhead: number,
): OpenSchedule {
  const today = localEpochDay(timeZone, at);
  const parsed = ranges.map(parseRange);
  const intervals: Interval[] = [];
  for (let day = today - 1; day <= today + daysAhead; day += 1) {
    const weekday = weekdayOfEpochDay(day);
    for (const { dayOfWeek, open, close } of parsed) {
      if (dayOfWeek !== weekday) continue;
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
