import { openSchedule, type OpenSchedule } from './open-schedule.ts';
import { parseTimeOfDay, toHoursAndMinutes } from './time-of-day.ts';
import { dayOfWeekIn } from './time-zone.ts';
import type { HoursRange, StoreStatus } from './types.ts';

/**
 * Two weeks rather than one: a store open around the clock but for one hour a week has no closing in the week
 * where a DST change swallows that hour, and must not be taken for a store that never closes.
 */
const LOOKAHEAD_DAYS = 14;

function isOpenIn({ intervals }: OpenSchedule, time: number): boolean {
  return intervals.some(({ start, end }) => start <= time && time < end);
}

/** The next flip after `time`, or undefined when it lies beyond what the schedule covers. */
function findNextChange({ intervals, knownUntil }: OpenSchedule, time: number): number | undefined {
  for (const { start, end } of intervals) {
    if (time < start) return start;
    if (time < end) return end < knownUntil ? end : undefined;
  }
  return undefined;
}

/** Looks at today and tomorrow first, the usual case, and only then two weeks ahead. */
function nextChangeAfter(
  nearSchedule: OpenSchedule,
  ranges: HoursRange[],
  timeZone: string,
  at: Date,
): Date | null {
  const time = at.getTime();
  const next =
    findNextChange(nearSchedule, time) ??
    findNextChange(openSchedule(ranges, timeZone, at, LOOKAHEAD_DAYS), time);
  // Nothing within two weeks means no ranges at all, or open around the clock.
  return next === undefined ? null : new Date(next);
}

export function isOpenAt(ranges: HoursRange[], timeZone: string, at: Date): boolean {
  return isOpenIn(openSchedule(ranges, timeZone, at, 0), at.getTime());
}

export function todayHours(ranges: HoursRange[], timeZone: string, at: Date): StoreStatus['today_hours'] {
  const today = dayOfWeekIn(timeZone, at);
  return ranges
    .filter(({ day_of_week }) => day_of_week === today)
    .map(({ open_time, close_time }) => ({ open: parseTimeOfDay(open_time), open_time, close_time }))
    .sort((a, b) => a.open - b.open)
    .map(({ open_time, close_time }) => ({
      open_time: toHoursAndMinutes(open_time),
      close_time: toHoursAndMinutes(close_time),
    }));
}

export function nextChange(ranges: HoursRange[], timeZone: string, at: Date): Date | null {
  return nextChangeAfter(openSchedule(ranges, timeZone, at, 1), ranges, timeZone, at);
}

export function storeStatus(ranges: HoursRange[], timeZone: string, at: Date): StoreStatus {
  const schedule = openSchedule(ranges, timeZone, at, 1);
  return {
    is_open: isOpenIn(schedule, at.getTime()),
    today_hours: todayHours(ranges, timeZone, at),
    next_change_at: nextChangeAfter(schedule, ranges, timeZone, at)?.toISOString() ?? null,
  };
}
