import { nextOpenAt, type StoreHours } from './day-plan.ts';
import { epochDayOf } from './open-schedule.ts';
import { storeStatus } from './store-status.ts';
import { localEpochDay } from './time-zone.ts';
import type { StoreStatus } from './types.ts';

/** A pause: from `since` until `until`, or with no `until` until someone resumes the store. */
export type Pause = { since: Date; until: Date | null; reason: string | null };

export type Availability = StoreStatus & {
  /** Paused now: its `until` has not passed. */
  paused: boolean;
  paused_until: string | null;
  /** When the store next starts taking orders; null while it takes them, when paused with no end, or with no opening ahead. */
  next_open_at: string | null;
  /** The pause's reason, or today's special day's note, while the store takes no orders; else null. */
  closed_reason: string | null;
};

/** A pause whose `until` has passed is over, whether or not anyone has cleared it yet. */
export function isPausedAt(pause: Pause | null, at: Date): pause is Pause {
  return pause !== null && (pause.until === null || pause.until.getTime() > at.getTime());
}

function todaysNote({ timeZone, specialDays = [] }: StoreHours, at: Date): string | null {
  const today = localEpochDay(timeZone, at);
  return specialDays.find(({ date }) => epochDayOf(date) === today)?.note || null;
}

/**
 * Whether the store takes orders at `at` and what to tell customers: its hours (special days included)
 * and its pause together. While paused, `is_open` is false and the next change is the pause's end.
 */
export function availability(hours: StoreHours, pause: Pause | null, at: Date): Availability {
  const status = storeStatus(hours.ranges, hours.timeZone, at, hours.specialDays);
  if (isPausedAt(pause, at)) {
    const until = pause.until;
    return {
      ...status,
      is_open: false,
      next_change_at: until?.toISOString() ?? null,
      paused: true,
      paused_until: until?.toISOString() ?? null,
      next_open_at: until ? (nextOpenAt(hours, until)?.toISOString() ?? null) : null,
      closed_reason: pause.reason ?? todaysNote(hours, at),
    };
  }
  return {
    ...status,
    paused: false,
    paused_until: null,
    next_open_at: status.is_open ? null : (nextOpenAt(hours, at)?.toISOString() ?? null),
    closed_reason: status.is_open ? null : todaysNote(hours, at),
  };
}
