import type { HourCount } from '../orders/service.ts';

/** 24 values, one per local hour, from the hours that had orders. */
export function perHour(counts: HourCount[], value: (count: HourCount) => number): number[] {
  const hours = Array.from({ length: 24 }, () => 0);
  for (const count of counts) hours[count.hour] = value(count);
  return hours;
}

/** An average per hour over `days` days, to 2 decimals. */
export const averageOver = (days: number) => (count: HourCount) =>
  Math.round((count.previousDays / days) * 100) / 100;
