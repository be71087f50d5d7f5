type StoreClock = { locale: string; timezone: string } | undefined;

const DAY_MS = 24 * 60 * 60_000;
/** Up to this many days ahead a weekday says which day it is; further, and for past days, the date does. */
const WEEKDAY_DAYS_AHEAD = 6;

function format(store: StoreClock, options: Intl.DateTimeFormatOptions) {
  try {
    return new Intl.DateTimeFormat(store?.locale ?? 'en-GB', { ...options, timeZone: store?.timezone });
  } catch {
    return new Intl.DateTimeFormat('en-GB', options);
  }
}

/** The calendar day the store's clock shows at `date`, counted in days since 1970-01-01. */
function storeDay(date: Date, store: StoreClock): number {
  const parts = format(store, { year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS;
}

/**
 * When a scheduled order is for, on the store's 24-hour clock: "19:30" today, "Tue 19:30" in the next
 * six days, "24 Dec 19:30" further ahead or before today.
 */
export function slotText(iso: string, now: Date, store: StoreClock): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const time = format(store, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(date);
  const days = storeDay(date, store) - storeDay(now, store);
  if (days === 0) return time;
  const day =
    days > 0 && days <= WEEKDAY_DAYS_AHEAD
      ? format(store, { weekday: 'short' }).format(date)
      : format(store, { day: 'numeric', month: 'short' }).format(date);
  return `${day} ${time}`;
}
