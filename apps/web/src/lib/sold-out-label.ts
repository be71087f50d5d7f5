import type { IntlShape } from 'react-intl';
import { getIntl } from '@/lib/i18n/language.ts';

type LocalTime = { day: number; time: string };

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (days since 1970) and "HH:MM" of an instant in a time zone. */
function localTime(instant: number, timeZone: string): LocalTime {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  const day = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day)) / 86_400_000;
  return { day, time: `${parts.hour}:${parts.minute}` };
}

/**
 * What a sold-out product's card says, in the store's time zone: until the coming midnight "back
 * tomorrow", until a time today "back at 18:30", until later "back on 12 Jun"; without an end "Sold out".
 */
export function soldOutLabel(
  until: string | null,
  now: number,
  timeZone: string,
  intl: IntlShape = getIntl(),
): string {
  const end = until === null ? Number.NaN : Date.parse(until);
  if (Number.isNaN(end)) return intl.formatMessage({ id: 'menu.sold_out.label' });
  const today = localTime(now, timeZone);
  const back = localTime(end, timeZone);
  const time = back.time;
  if (back.day === today.day) return intl.formatMessage({ id: 'menu.sold_out.back_at' }, { time });
  if (back.day === today.day + 1 && back.time === '00:00') {
    return intl.formatMessage({ id: 'menu.sold_out.back_tomorrow' });
  }
  if (back.day === today.day + 1)
    return intl.formatMessage({ id: 'menu.sold_out.back_tomorrow_at' }, { time });
  // English days read "12 Jun" as in the UK, German ones "12. Juni".
  const locale = intl.locale === 'en' ? 'en-GB' : intl.locale;
  const date = new Intl.DateTimeFormat(locale, { timeZone, day: 'numeric', month: 'short' }).format(end);
  return intl.formatMessage({ id: 'menu.sold_out.back_on' }, { date });
}
