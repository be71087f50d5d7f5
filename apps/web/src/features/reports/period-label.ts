import type { ReportGroup } from '@food/contract';

const day = (date: string) => new Date(`${date}T00:00:00Z`);

/** A period's name on the chart: "Mon 9 Mar" for a day, "9–15 Mar" for a week, "March 2026" for a month. */
export function periodLabel(
  period: { from: string; to: string },
  group: ReportGroup,
  locale: string,
): string {
  // Calendar days, not instants: written in UTC so that no time zone moves them.
  if (group === 'month') {
    return new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      day(period.from),
    );
  }
  const format = new Intl.DateTimeFormat(locale, {
    weekday: group === 'day' ? 'short' : undefined,
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  if (group === 'day' || period.from === period.to) return format.format(day(period.from));
  return format.formatRange(day(period.from), day(period.to));
}
