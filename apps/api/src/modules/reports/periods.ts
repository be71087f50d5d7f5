import type { ReportGroup } from '@food/contract';

const DAY_MS = 86_400_000;
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

/** The calendar days `from`…`to`, both included ("YYYY-MM-DD"). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = toDate(from).getTime(); at <= toDate(to).getTime(); at += DAY_MS) {
    days.push(toDay(new Date(at)));
  }
  return days;
}

/** The first day of the period `day` falls in: itself, its week's Monday, or its month's first. */
function periodStart(day: string, group: ReportGroup): string {
  if (group === 'day') return day;
  if (group === 'month') return `${day.slice(0, 7)}-01`;
  const date = toDate(day);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return toDay(new Date(date.getTime() - sinceMonday * DAY_MS));
}

/** The range's periods in order, each cut to the range: its first and last day. */
export function periodsOf(from: string, to: string, group: ReportGroup): { from: string; to: string }[] {
  const periods: { start: string; from: string; to: string }[] = [];
  for (const day of daysOf(from, to)) {
    const start = periodStart(day, group);
    const last = periods.at(-1);
    if (last?.start === start) last.to = day;
    else periods.push({ start, from: day, to: day });
  }
  return periods.map((period) => ({ from: period.from, to: period.to }));
}
