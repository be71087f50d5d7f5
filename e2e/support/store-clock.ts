/** The demo store's clock: its calendar dates and times of day, as its pages write them. */

const DEMO_STORE_TIME_ZONE = 'Europe/Berlin';
const DEMO_STORE_LOCALE = 'en-GB';
const DAY_MS = 86_400_000;

const format = (at: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(DEMO_STORE_LOCALE, { timeZone: DEMO_STORE_TIME_ZONE, ...options }).format(at);

/** The store's calendar date ("YYYY-MM-DD") at `at`, `daysAhead` days on. */
export function storeDate(daysAhead = 0, at = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: DEMO_STORE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
  return new Date(Date.parse(`${parts}T00:00:00Z`) + daysAhead * DAY_MS).toISOString().slice(0, 10);
}

/** The weekday of a store date: "Tue". */
export function weekdayOf(date: string): string {
  return new Intl.DateTimeFormat(DEMO_STORE_LOCALE, { timeZone: 'UTC', weekday: 'short' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/**
 * An instant as the store's pages name it, on its 24-hour clock: "19:30" on the day of `now`,
 * "Tue 19:30" within the coming six days.
 */
export function storeWhen(instant: string | Date, now = new Date()): string {
  const at = new Date(instant);
  const time = format(at, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const date = storeDate(0, at);
  return date === storeDate(0, now) ? time : `${weekdayOf(date)} ${time}`;
}
