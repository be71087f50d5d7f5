import { toHoursAndMinutes } from './time-of-day.ts';
import type { HoursRange } from './types.ts';

export function formatHoursRange({
  open_time,
  close_time,
}: Pick<HoursRange, 'open_time' | 'close_time'>): string {
  return `${toHoursAndMinutes(open_time)} - ${toHoursAndMinutes(close_time)}`;
}
