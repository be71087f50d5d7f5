import { openSchedule, type OpenSchedule } from './open-schedule.ts';
import { parseTimeOfDay, toHoursAndMinutes } from './time-of-day.ts';
import { dayOfWeekIn, localEpochDay } from './time-zone.ts';
import { epochDayOf } from './open-schedule.ts';
import type { HoursRange, SpecialDayHours, StoreStatus } from './types.ts';

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
  specialDays: SpecialDayHours[],
): Date | null {
  const time = at.getTime();
  const next =
    findNextChange(nearSchedule, time) ??
    findNextChange(openSchedule(ranges, timeZone, at, LOOKAHEAD_DAYS, specialDays), time);
  // Nothing within two weeks means no ranges at all, or open around the clock.
  return next === undefined ? null : new Date(next);
}

export function isOpenAt(
  ranges: HoursRange[],
  timeZone: string,
  at: Date,
  specialDays: SpecialDayHours[] = [],
): boolean {
  return isOpenIn(openSchedule(ranges, timeZone, at, 0, specialDays), at.getTime());
}

/** Today's ranges, sorted, as HH:MM: today's special day's if it has one, else the weekly ones. */
export function todayHours(
  ranges: HoursRange[],
  timeZone: string,
  at: Date,
  specialDays: SpecialDayHours[] = [],
): StoreStatus['today_hours'] {
  const todayEpochDay = localEpochDay(timeZone, at);
  const special = specialDays.find(({ date }) => epochDayOf(date) === todayEpochDay);
  const today = dayOfWeekIn(timeZone, at);
  const todays = special
    ? special.closed
      ? []
      : special.ranges
    : ranges.filter(({ day_of_week }) => day_of_week === today);
  return todays
    .map(({ open_time, close_time }) => ({ open: parseTimeOfDay(open_time), open_time, close_time }))
    .sort((a, b) => a.open - b.open)
    .map(({ open_time, close_time }) => ({
      open_time: toHoursAndMinutes(open_time),
      close_time: toHoursAndMinutes(close_time),
    }));
}

export function nextChange(
  ranges: HoursRange[],
  timeZone: string,
  at: Date,
  specialDays: SpecialDayHours[] = [],
): Date | null {
  return nextChangeAfter(
    openSchedule(ranges, timeZone, at, 1, specialDays),
    ranges,
    timeZone,
    at,
    specialDays,
  );
}

export function storeStatus(
  ranges: HoursRange[],
  timeZone: string,
  at: Date,
  specialDays: SpecialDayHours[] = [],
): StoreStatus {
  const schedule = openSchedule(ranges, timeZone, at, 1, specialDays);
  return {
    is_open: isOpenIn(schedule, at.getTime()),
    today_hours: todayHours(ranges, timeZone, at, specialDays),
    next_change_at: nextChangeAfter(schedule, ranges, timeZone, at, specialDays)?.toISOString() ?? null,
  };
}
