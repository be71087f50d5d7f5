/**
 * Today's calendar date (YYYY-MM-DD) on the wall clock of a time zone. Built from parts, so it
 * does not depend on how any locale writes dates. Without a time zone, the browser's own.
 */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A discount's expires_at is the last day it applies: expired only once that day has passed. */
export function isExpired(expiresAt: string, today: string): boolean {
  return expiresAt.slice(0, 10) < today;
}

/** A calendar date (YYYY-MM-DD) written the way the store's locale writes dates, e.g. "31 Dec 2026". */
export function formatCalendarDate(date: string, locale?: string): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  // The date is a calendar day, not an instant: format it in UTC so no time zone shifts it.
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(day);
}
