import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { barHeight, busiestHour, hourLabels, niceScale } from '../chart-scale.ts';

const HEIGHT = 240;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 34 };

function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** Hours ("12:00"), counts and averages ("1.5") written for `locale` (the active language in the store's region). */
function useChartFormats(locale: string) {
  return useMemo(() => {
    // The hours are the store's own (the API counts on its clock): a fixed day in UTC only names them.
    const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
    const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const tenths = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return {
      hourText: (hour: number) => time.format(Date.UTC(2000, 0, 1, hour)),
      count: (value: number) => whole.format(value),
      averageText: (value: number) => (Number.isInteger(value) ? whole : tenths).format(value),
    };
  }, [locale]);
}

/**
 * Orders per hour of today as bars, and the average of the 7 days before as a line: plain SVG drawn
 * at the box's own pixel width, so that the text keeps its size on a phone. The numbers are also in a
 * table below it, for anyone who cannot see the chart.
 */
export function OrdersPerHourChart({
  today,
  lastSevenDays,
  locale,
}: {
  today: number[];
  lastSevenDays: number[];
  /** The locale to write hours and numbers in (useFormatLocale). */
  locale: string;
}) {
  const intl = useIntl();
  const { hourText, count, averageText } = useChartFormats(locale);
  const { ref, width } = useWidth();
  const titleId = useId();
  const descId = useId();
  const scale = niceScale([...today, ...lastSevenDays]);
  const plotWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const slot = plotWidth / 24;
  const barWidth = Math.max(2, slot * 0.62);
  const y = (value: number) => MARGIN.top + plotHeight - (value / scale.max) * plotHeight;
  const x = (hour: number) => MARGIN.left + hour * slot;
  const labels = hourLabels(width >= 560 ? 3 : 6, hourText);
  const busiest = busiestHour(today);
  const totalToday = today.reduce((sum, value) => sum + value, 0);
  const summary =
    busiest === null
      ? intl.formatMessage({ id: 'dashboard.chart.summaryNone' })
      : intl.formatMessage(
          { id: 'dashboard.chart.summary' },
          { count: totalToday, hour: hourText(busiest), busiest: count(today[busiest] ?? 0) },
        );
  const linePoints = lastSevenDays.map((value, hour) => `${x(hour) + slot / 2},${y(value)}`).join(' ');

  return (
    <figure>
      <div ref={ref} className="w-full">
        {width > 0 && (
          <svg
            role="img"
            aria-labelledby={`${titleId} ${descId}`}
            width={width}
            height={HEIGHT}
            viewBox={`0 0 ${width} ${HEIGHT}`}
            className="block overflow-visible"
          >
            <title id={titleId}>{intl.formatMessage({ id: 'dashboard.chart.title' })}</title>
            <desc id={descId}>{summary}</desc>
            {scale.ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={MARGIN.left}
                  x2={MARGIN.left + plotWidth}
                  y1={y(tick)}
                  y2={y(tick)}
                  className={tick === 0 ? 'stroke-ink-500' : 'stroke-cream-300'}
                  strokeDasharray={tick === 0 ? undefined : '3 3'}
                />
                <text
                  x={MARGIN.left - 8}
                  y={y(tick)}
                  dy="0.32em"
                  textAnchor="end"
                  className="fill-ink-700 text-[11px] tabular-nums"
                >
                  {count(tick)}
                </text>
              </g>
            ))}
            {today.map((value, hour) => {
              const height = barHeight(value, scale.max, plotHeight);
              return (
                <g key={hour}>
                  <title>
                    {intl.formatMessage(
                      { id: 'dashboard.chart.hourTitle' },
                      {
                        hour: hourText(hour),
                        today: count(value),
                        average: averageText(lastSevenDays[hour] ?? 0),
                      },
                    )}
                  </title>
                  {/* A full-height, invisible target so that the tooltip answers anywhere in the hour. */}
                  <rect x={x(hour)} y={MARGIN.top} width={slot} height={plotHeight} fill="transparent" />
                  {height > 0 && (
                    <rect
                      x={x(hour) + (slot - barWidth) / 2}
                      y={MARGIN.top + plotHeight - height}
                      width={barWidth}
                      height={height}
                      rx={Math.min(3, barWidth / 3)}
                      className="fill-brand-500"
                    />
                  )}
                </g>
              );
            })}
            <polyline
              points={linePoints}
              fill="none"
              strokeWidth={2}
              strokeLinejoin="round"
              className="stroke-ink-800"
            />
            {/* Points only where there is room for them; the line alone reads well on a phone. */}
            {slot >= 18 &&
              lastSevenDays.map((value, hour) => (
                <circle
                  key={hour}
                  cx={x(hour) + slot / 2}
                  cy={y(value)}
                  r={2.5}
                  className="fill-white stroke-ink-800"
                  strokeWidth={1.5}
                />
              ))}
            {labels.map(({ hour, label }) => (
              <text
                key={hour}
                x={x(hour) + slot / 2}
                y={HEIGHT - 8}
                textAnchor="middle"
                className="fill-ink-700 text-[11px] tabular-nums"
              >
                {label}
              </text>
            ))}
          </svg>
        )}
        {width === 0 && <div style={{ height: HEIGHT }} />}
      </div>
      <figcaption className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-ink-700">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="size-3 rounded-sm bg-brand-500" />
          {intl.formatMessage({ id: 'dashboard.chart.legendToday' })}
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="h-0.5 w-5 bg-ink-800" />
          {intl.formatMessage({ id: 'dashboard.chart.legendAverage' })}
        </span>
        <span className="text-ink-600">{summary}</span>
      </figcaption>
      <details className="mt-3 text-sm">
        <summary className="flex min-h-11 w-fit cursor-pointer items-center sm:min-h-0 rounded-sm font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4">
          {intl.formatMessage({ id: 'dashboard.chart.showNumbers' })}
        </summary>
        <div
          className="mt-2 max-h-72 overflow-y-auto rounded-xl ring-1 ring-cream-200"
          tabIndex={0}
          role="region"
          aria-label={intl.formatMessage({ id: 'dashboard.chart.tableLabel' })}
        >
          <table className="w-full text-left tabular-nums">
            <thead className="sticky top-0 bg-cream-100 text-xs font-bold tracking-wide text-ink-700 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {intl.formatMessage({ id: 'dashboard.chart.column.hour' })}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {intl.formatMessage({ id: 'dashboard.chart.column.today' })}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {intl.formatMessage({ id: 'dashboard.chart.column.average' })}
                </th>
              </tr>
            </thead>
            <tbody>
              {today.map((value, hour) => (
                <tr key={hour} className="border-t border-cream-200">
                  <th scope="row" className="px-3 py-1.5 font-medium text-ink-800">
                    {hourText(hour)}
                  </th>
                  <td className="px-3 py-1.5 text-right text-ink-900">{count(value)}</td>
                  <td className="px-3 py-1.5 text-right text-ink-900">
                    {averageText(lastSevenDays[hour] ?? 0)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
