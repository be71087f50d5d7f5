import { useId, useLayoutEffect, useRef, useState } from 'react';
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

const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const averageText = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

/**
 * Orders per hour of today as bars, and the average of the 7 days before as a line: plain SVG drawn
 * at the box's own pixel width, so that the text keeps its size on a phone. The numbers are also in a
 * table below it, for anyone who cannot see the chart.
 */
export function OrdersPerHourChart({ today, lastSevenDays }: { today: number[]; lastSevenDays: number[] }) {
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
  const labels = hourLabels(width >= 560 ? 3 : 6);
  const busiest = busiestHour(today);
  const totalToday = today.reduce((sum, value) => sum + value, 0);
  const summary =
    totalToday === 0
      ? 'No orders yet today.'
      : `${totalToday} ${totalToday === 1 ? 'order' : 'orders'} today; the busiest hour so far is ${hourText(busiest!)} with ${today[busiest!]}.`;
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
            <title id={titleId}>Orders per hour today, and the average of the last 7 days</title>
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
                  {tick}
                </text>
              </g>
            ))}
            {today.map((value, hour) => {
              const height = barHeight(value, scale.max, plotHeight);
              return (
                <g key={hour}>
                  <title>{`${hourText(hour)}: ${value} today, ${averageText(lastSevenDays[hour] ?? 0)} on average`}</title>
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
          Today
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden="true" className="h-0.5 w-5 bg-ink-800" />
          Average of the last 7 days
        </span>
        <span className="text-ink-600">{summary}</span>
      </figcaption>
      <details className="mt-3 text-sm">
        <summary className="flex min-h-11 w-fit cursor-pointer items-center sm:min-h-0 rounded-sm font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4">
          Show the numbers
        </summary>
        <div
          className="mt-2 max-h-72 overflow-y-auto rounded-xl ring-1 ring-cream-200"
          tabIndex={0}
          role="region"
          aria-label="Orders per hour, as a table"
        >
          <table className="w-full text-left tabular-nums">
            <thead className="sticky top-0 bg-cream-100 text-xs font-bold tracking-wide text-ink-700 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Hour
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Today
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  7-day average
                </th>
              </tr>
            </thead>
            <tbody>
              {today.map((value, hour) => (
                <tr key={hour} className="border-t border-cream-200">
                  <th scope="row" className="px-3 py-1.5 font-medium text-ink-800">
                    {hourText(hour)}
                  </th>
                  <td className="px-3 py-1.5 text-right text-ink-900">{value}</td>
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
