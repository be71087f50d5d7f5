import type { SaveSpecialDay, SpecialDay } from '@food/contract';
import type { IntlShape } from 'react-intl';
import { formatClosingTime } from './store-hours.ts';

type Range = SpecialDay['ranges'][number];

/** A special day before today (the store's today): it no longer changes anything. */
export function isPastDay(day: Pick<SpecialDay, 'date'>, today: string): boolean {
  return day.date < today;
}

/** "Thu, 24 Dec 2026": a calendar date with its weekday, the way the store's locale writes it. */
export function formatDayDate(date: string, locale?: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  // A calendar day, not an instant: formatted in UTC so no time zone shifts it.
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}

/** "17:00 – 02:00 (next day)": a range past midnight closes on the next day. */
export function rangeText(intl: IntlShape, range: Range): string {
  const closing = formatClosingTime(intl, { opening_time: range.open_time, closing_time: range.close_time });
  return intl.formatMessage(
    { id: 'settings.hours.range' },
    { opens: range.open_time.slice(0, 5), closes: closing },
  );
}

/** "Closed all day", or the day's ranges. */
export function dayHoursText(intl: IntlShape, day: Pick<SpecialDay, 'closed' | 'ranges'>): string {
  return day.closed || day.ranges.length === 0
    ? intl.formatMessage({ id: 'settings.specialDay.closedAllDay' })
    : day.ranges.map((range) => rangeText(intl, range)).join(', ');
}

/** What the list's search looks through: the date as written and as stored, the hours, the note. */
export function specialDaySearchTexts(intl: IntlShape, day: SpecialDay, locale?: string): string[] {
  return [formatDayDate(day.date, locale), day.date, dayHoursText(intl, day), day.note];
}

/** A range still to be filled in. */
export const EMPTY_RANGE = { open_time: '', close_time: '' };

/**
 * The form's values: a new day is closed (the usual special day: a holiday). A day without ranges
 * offers one empty range, for when it is switched to open.
 */
export function specialDayFormValues(day: SpecialDay | null): SaveSpecialDay {
  return {
    date: day?.date ?? '',
    closed: day?.closed ?? true,
    ranges: day?.ranges.length
      ? day.ranges.map((range) => ({
          open_time: range.open_time.slice(0, 5),
          close_time: range.close_time.slice(0, 5),
        }))
      : [EMPTY_RANGE],
    note: day?.note ?? '',
  };
}

/** What is sent: a closed day's ranges stay in the form (should it be opened again) but are not saved. */
export function specialDayToSave(values: SaveSpecialDay): SaveSpecialDay {
  return values.closed ? { ...values, ranges: [] } : values;
}
