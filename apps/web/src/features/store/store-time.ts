import { formatLocale, isLanguage } from '@food/i18n';
import type { IntlShape } from 'react-intl';
import { getIntl } from '@/lib/i18n/language.ts';

/** What formats a time as the store's customers read it: its time zone and its locale. */
export type StoreClock = { timezone: string; locale: string };

/** The store's clock in the reader's language: a German reader of a London store reads "Di., 11:30". */
function readersClock(store: StoreClock, intl: IntlShape): StoreClock {
  return isLanguage(intl.locale) ? { ...store, locale: formatLocale(intl.locale, store.locale) } : store;
}

const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(store: StoreClock, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify([store.timezone, store.locale, options]);
  let format = formatters.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(store.locale, { ...options, timeZone: store.timezone });
    } catch {
      format = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: store.timezone });
    }
    formatters.set(key, format);
  }
  return format;
}

const CALENDAR: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };

/** The store's calendar date at an instant, as days since 1970-01-01. */
export function storeDay(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatter({ timezone: timeZone, locale: 'en-GB' }, CALENDAR)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) / DAY_MS;
}

/** "2026-06-10": a day as the API names dates. */
export function isoDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** "19:30": the 24-hour time of an instant in the store's time zone. */
export function storeTimeText(instant: number, store: StoreClock): string {
  return formatter(store, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
}

/** Days further on than this are named by their date rather than their weekday. */
const WEEKDAY_DAYS = 6;

/**
 * When an instant is, as short as is clear from `now`: "17:30" later today, "Tue 11:30" within the next
 * six days, "24 Dec 11:30" further on or in the past; in the store's time zone and the reader's language
 * ("Di. 11:30", "24. Dez. 11:30"). Empty for something that is not a time.
 */
export function storeWhenText(
  iso: string,
  now: number,
  store: StoreClock,
  intl: IntlShape = getIntl(),
): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const clock = readersClock(store, intl);
  const time = storeTimeText(instant, clock);
  const days = storeDay(instant, store.timezone) - storeDay(now, store.timezone);
  if (days === 0) return time;
  const day =
    days > 0 && days <= WEEKDAY_DAYS
      ? formatter(clock, { weekday: 'short' }).format(instant)
      : formatter(clock, { day: 'numeric', month: 'short' }).format(instant);
  return intl.formatMessage({ id: 'store.time.day_time' }, { day, time });
}

/** "Thu 12 Jun": a calendar day (days since 1970) as the reader's language writes it. */
export function storeDayText(day: number, store: StoreClock, intl: IntlShape = getIntl()): string {
  // The day's noon in UTC is that same calendar day in UTC, whatever the store's own zone.
  return formatter(
    { ...readersClock(store, intl), timezone: 'UTC' },
    { weekday: 'short', day: 'numeric', month: 'short' },
  ).format(day * DAY_MS + DAY_MS / 2);
}
