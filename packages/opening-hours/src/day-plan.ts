import { openSchedule, epochDayOf, type Interval } from './open-schedule.ts';
import { DAY_MS, instantAt, localEpochDay, startOfNextDay } from './time-zone.ts';
import type { HoursRange, SpecialDayHours } from './types.ts';

/** Everything that decides when a store is open. */
export type StoreHours = {
  ranges: HoursRange[];
  timeZone: string;
  specialDays?: SpecialDayHours[];
};

/** [start, end) of a time slot to order for. */
export type TimeSlot = { start: Date; end: Date };

/** A closing for a long holiday (special days) can push the next opening weeks out. */
const NEXT_OPEN_LOOKAHEAD_DAYS = 62;

/** The calendar date "YYYY-MM-DD" that the wall clock of timeZone shows at `at`. */
export function localDateOf(timeZone: string, at: Date): string {
  return new Date(localEpochDay(timeZone, at) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (both "YYYY-MM-DD"). */
export function daysBetween(from: string, to: string): number {
  return epochDayOf(to) - epochDayOf(from);
}

function scheduleFrom({ ranges, timeZone, specialDays = [] }: StoreHours, at: Date, daysAhead: number) {
  return openSchedule(ranges, timeZone, at, daysAhead, specialDays);
}

/** The first instant at or after `from` at which the store is open; null when none within two months. */
export function nextOpenAt(hours: StoreHours, from: Date): Date | null {
  const time = from.getTime();
  const { intervals } = scheduleFrom(hours, from, NEXT_OPEN_LOOKAHEAD_DAYS);
  const interval = intervals.find(({ end }) => end > time);
  return interval ? new Date(Math.max(interval.start, time)) : null;
}

/**
 * Where "the rest of the day" ends: the store's next local midnight, or, when a range is open across it
 * (a bar open until 02:00), that range's close if it comes before the next day ends (a store open around
 * the clock stops at midnight). After midnight, while last night's range still runs (00:30 in a Friday
 * open until 01:00), the day is still last night's and ends at that close.
 */
export function endOfBusinessDay(hours: StoreHours, at: Date): Date {
  const time = at.getTime();
  const dayStart = instantAt(hours.timeZone, localEpochDay(hours.timeZone, at) * DAY_MS);
  const midnight = startOfNextDay(hours.timeZone, at);
  const dayAfter = startOfNextDay(hours.timeZone, midnight).getTime();
  const { intervals } = scheduleFrom(hours, at, 1);
  const lastNight = intervals.find(({ start, end }) => start < dayStart && time < end);
  if (lastNight && lastNight.end < midnight.getTime()) return new Date(lastNight.end);
  const across = intervals.find(({ start, end }) => start < midnight.getTime() && midnight.getTime() < end);
  return across && across.end < dayAfter ? new Date(across.end) : midnight;
}

function slotsOf(interval: Interval, slotMs: number): TimeSlot[] {
  const slots: TimeSlot[] = [];
  for (let start = interval.start; start + slotMs <= interval.end; start += slotMs) {
    slots.push({ start: new Date(start), end: new Date(start + slotMs) });
  }
  return slots;
}

/**
 * The slots starting on a local date: each opening split into `slotMinutes` of real time from its start, a
 * slot wholly inside the opening. Real time keeps them right across DST changes: on the spring day 01:45 is
 * followed by 03:00, on the autumn night 02:00–03:00 comes twice.
 */
export function daySlots(hours: StoreHours, date: string, slotMinutes: number): TimeSlot[] {
  const day = epochDayOf(date);
  const dayStart = instantAt(hours.timeZone, day * DAY_MS);
  const nextDayStart = instantAt(hours.timeZone, (day + 1) * DAY_MS);
  const { intervals } = scheduleFrom(hours, new Date(dayStart), 1);
  return intervals
    .flatMap((interval) => slotsOf(interval, slotMinutes * 60_000))
    .filter(({ start }) => start.getTime() >= dayStart && start.getTime() < nextDayStart);
}

/** The slot of the opening that holds `at` (the grid of `daySlots`; the last may end at the close); null when closed. */
export function slotAt(hours: StoreHours, at: Date, slotMinutes: number): TimeSlot | null {
  const time = at.getTime();
  const slotMs = slotMinutes * 60_000;
  const { intervals } = scheduleFrom(hours, at, 0);
  const interval = intervals.find(({ start, end }) => start <= time && time < end);
  if (!interval) return null;
  const start = interval.start + Math.floor((time - interval.start) / slotMs) * slotMs;
  return { start: new Date(start), end: new Date(Math.min(start + slotMs, interval.end)) };
}

/** The calendar date `days` after `date` ("YYYY-MM-DD"). */
export function addDays(date: string, days: number): string {
  return new Date((epochDayOf(date) + days) * DAY_MS).toISOString().slice(0, 10);
}
