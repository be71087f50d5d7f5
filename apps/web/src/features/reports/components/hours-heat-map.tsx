import type { HoursReport } from '@food/contract';
import { useIntl } from 'react-intl';

/** Shades of the brand colour, from a quiet hour to the busiest. */
const SHADES = [
  'bg-cream-100',
  'bg-brand-100',
  'bg-brand-200',
  'bg-brand-300',
  'bg-brand-600 text-white',
  'bg-brand-800 text-white',
];

/** At least this many columns, so that a single busy hour still shows its neighbours. */
const MIN_HOURS = 8;

/** The hours from the first to the last with orders, without gaps, widened to MIN_HOURS within the day. */
function hoursAround(busy: number[]): number[] {
  if (busy.length === 0) return [];
  let first = busy[0]!;
  let last = busy.at(-1)!;
  while (last - first + 1 < MIN_HOURS) {
    if (first > 0) first -= 1;
    if (last - first + 1 < MIN_HOURS && last < 23) last += 1;
  }
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

function shadeOf(count: number, busiest: number): string {
  if (count === 0 || busiest === 0) return SHADES[0]!;
  return SHADES[Math.min(SHADES.length - 1, 1 + Math.floor(((count - 1) / busiest) * (SHADES.length - 1)))]!;
}

/**
 * Orders per weekday and hour in the store's time zone, as a table whose cells are shaded by how busy
 * they are: one table serves the eye and the screen reader. Only the hours from the first to the last
 * with orders are shown, so that a phone scrolls less.
 */
export function HoursHeatMap({
  report,
  money,
  locale,
}: {
  report: HoursReport;
  money: (amount: number) => string;
  locale: string;
}) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'dashboard.reports.hours.title' });
  const busy = Array.from({ length: 24 }, (_, hour) => hour).filter((hour) =>
    report.orders.some((day) => day[hour]! > 0),
  );
  const hours = hoursAround(busy);
  const busiest = Math.max(0, ...report.orders.flat());
  // Monday 2024-01-01: a fixed week only names the weekdays.
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const dayName = (index: number) => weekday.format(Date.UTC(2024, 0, 1 + index));
  const count = new Intl.NumberFormat(locale);
  const hourName = new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' });
  const minutes =
    report.average_answer_seconds === null
      ? null
      : Math.max(1, Math.round(report.average_answer_seconds / 60));

  return (
    <section
      aria-labelledby="hours-report-title"
      className="rounded-2xl bg-white p-4 shadow-card ring-1 ring-cream-200 sm:p-5"
    >
      <h2 id="hours-report-title" className="font-display text-xl font-bold text-ink-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        {minutes === null
          ? intl.formatMessage({ id: 'dashboard.reports.hours.no_answers' })
          : intl.formatMessage({ id: 'dashboard.reports.hours.answer_time' }, { minutes })}
      </p>
      {hours.length === 0 ? (
        <p className="mt-3 text-ink-600">{intl.formatMessage({ id: 'dashboard.reports.hours.none' })}</p>
      ) : (
        <div
          className="mt-4 overflow-x-auto"
          tabIndex={0}
          role="region"
          aria-label={intl.formatMessage({ id: 'dashboard.reports.hours.caption' })}
        >
          <table className="border-separate border-spacing-1 text-center text-xs">
            <caption className="sr-only">
              {intl.formatMessage({ id: 'dashboard.reports.hours.caption' })}
            </caption>
            <thead>
              <tr>
                <td />
                {hours.map((hour) => (
                  <th key={hour} scope="col" className="min-w-9 font-semibold text-ink-700">
                    {hourName.format(Date.UTC(2024, 0, 1, hour))}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.orders.map((day, index) => (
                <tr key={index}>
                  <th scope="row" className="pr-2 text-left font-semibold text-ink-700">
                    {dayName(index)}
                  </th>
                  {hours.map((hour) => (
                    <td
                      key={hour}
                      className={`h-9 min-w-9 rounded-md tabular-nums ${shadeOf(day[hour]!, busiest)}`}
                      title={money(report.takings[index]![hour]!)}
                    >
                      {day[hour] || <span className="sr-only">{count.format(0)}</span>}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
