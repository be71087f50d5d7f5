import { TZDate, tzOffset } from '@date-fns/tz';

export const DAY_MS = 86_400_000;

const validTimeZones = new Set<string>();

export function isValidTimeZone(timeZone: string): boolean {
  if (validTimeZones.has(timeZone)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    return false;
  }
  validTimeZones.add(timeZone);
  return true;
}

function assertTimeZone(timeZone: string): void {
  if (!isValidTimeZone(timeZone)) throw new RangeError(`Unknown time zone: ${JSON.stringify(timeZone)}`);
}

/** Days since 1970-01-01 of the calendar date that the wall clock of timeZone shows at `at`. */
export function localEpochDay(timeZone: string, at: Date): number {
  assertTimeZone(timeZone);
  if (Number.isNaN(at.getTime())) throw new RangeError('Invalid date');
  const local = new TZDate(at.getTime(), timeZone);
  return Date.UTC(local.getFullYear(), local.getMonth(), local.getDate()) / DAY_MS;
}

/** 0 = Monday … 6 = Sunday; 1970-01-01 was a Thursday. */
export function weekdayOfEpochDay(epochDay: number): number {
  return (((epochDay + 3) % 7) + 7) % 7;
}

export function dayOfWeekIn(timeZone: string, at: Date): number {
  return weekdayOfEpochDay(localEpochDay(timeZone, at));
}

function offsetMs(timeZone: string, instant: number): number {
  return Math.round(tzOffset(timeZone, new Date(instant)) * 60_000);
}

/**
 * The instant at which the wall clock of timeZone shows `wall` (a local date-time written as if it were UTC, in ms).
 * A wall time skipped by a DST gap is the first instant after the gap; a repeated one is its first occurrence.
 * TZDate's constructor is not used for this: it moves skipped times by the gap length (02:30 → 03:30) and picks
 * the occurrence of a repeated time depending on the host's own time zone.
 */
export function instantAt(timeZone: string, wall: number): number {
  // Offset transitions are months apart, so the offsets a day either side are the only candidates.
  const earlierOffset = offsetMs(timeZone, wall - DAY_MS);
  const laterOffset = offsetMs(timeZone, wall + DAY_MS);
  if (earlierOffset === laterOffset) return wall - earlierOffset;
  // With both valid (a repeated time after a fall back), this one is the first occurrence.
  const byEarlierOffset = wall - earlierOffset;
  if (offsetMs(timeZone, byEarlierOffset) === earlierOffset) return byEarlierOffset;
  const byLaterOffset = wall - laterOffset;
  if (offsetMs(timeZone, byLaterOffset) === laterOffset) return byLaterOffset;
  // Skipped: the transition lies between the two readings; search it to the millisecond.
  let before = byLaterOffset;
  let after = byEarlierOffset;
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (offsetMs(timeZone, middle) === earlierOffset) before = middle;
    else after = middle;
  }
  return after;
}

/** The instant the next calendar day begins on the wall clock of timeZone (23 or 25 hours away on DST days). */
export function startOfNextDay(timeZone: string, at: Date): Date {
  return new Date(instantAt(timeZone, (localEpochDay(timeZone, at) + 1) * DAY_MS));
}
