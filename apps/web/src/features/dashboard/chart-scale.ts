import type { IntlShape } from 'react-intl';

/** The value axis of a chart: a round top and its tick values, from 0. */
export type ValueScale = { max: number; ticks: number[] };

/**
 * A round top for `values` with at most `maxTicks` steps of 1, 2 or 5 × 10ⁿ: counts of orders stay on
 * whole numbers (a 0.4 average sits between ticks), and an empty day still gets a visible axis (0–4).
 */
export function niceScale(values: readonly number[], maxTicks = 4): ValueScale {
  const top = Math.max(0, ...values.filter(Number.isFinite));
  const steps = Math.max(1, maxTicks);
  if (top <= steps) return { max: steps, ticks: range(steps, 1) };
  const rough = top / steps;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough)!;
  const max = Math.ceil(top / step) * step;
  return { max, ticks: range(Math.round(max / step), step) };
}

function range(count: number, step: number): number[] {
  return Array.from({ length: count + 1 }, (_, index) => index * step);
}

/** The height of a bar of `value` on a scale to `max` drawn `height` tall; a non-zero value stays visible. */
export function barHeight(value: number, max: number, height: number, minVisible = 2): number {
  if (!(value > 0) || !(max > 0)) return 0;
  return Math.max(minVisible, Math.min(height, (value / max) * height));
}

/** The labels of the hours 0–23 that fit: every `every` hours, each written by `hourText` ("12:00"). */
export function hourLabels(
  every: number,
  hourText: (hour: number) => string,
): { hour: number; label: string }[] {
  return Array.from({ length: 24 }, (_, hour) => hour)
    .filter((hour) => hour % every === 0)
    .map((hour) => ({ hour, label: hourText(hour) }));
}

/** The busiest hour of a day, or null when there was no order. */
export function busiestHour(values: readonly number[]): number | null {
  let best: number | null = null;
  values.forEach((value, hour) => {
    if (value > 0 && (best === null || value > values[best]!)) best = hour;
  });
  return best;
}

/**
 * An average answer time as people say it: "45 s", "3 min 20 s", "1 h 5 min" in English; an em dash for
 * none.
 */
export function durationText(intl: IntlShape, seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return '—';
  const total = Math.round(seconds);
  if (total < 60) return intl.formatMessage({ id: 'dashboard.duration.seconds' }, { seconds: total });
  const minutes = Math.floor(total / 60);
  if (minutes < 60) {
    const rest = total % 60;
    return rest
      ? intl.formatMessage({ id: 'dashboard.duration.minutesSeconds' }, { minutes, seconds: rest })
      : intl.formatMessage({ id: 'dashboard.duration.minutes' }, { minutes });
  }
  const hours = Math.floor(minutes / 60);
  const restMinutes = minutes % 60;
  return restMinutes
    ? intl.formatMessage({ id: 'dashboard.duration.hoursMinutes' }, { hours, minutes: restMinutes })
    : intl.formatMessage({ id: 'dashboard.duration.hours' }, { hours });
}
