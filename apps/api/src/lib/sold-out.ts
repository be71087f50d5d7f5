import { SOLD_OUT_END_OF_DAY, SOLD_OUT_INDEFINITELY, type SetSoldOut } from '@food/contract';
import { startOfNextDay } from '@food/opening-hours';
import { fieldError } from './errors.ts';

export interface SoldOutColumns {
  soldOut: boolean;
  soldOutUntil: Date | null;
}

/** Sold out now: set, and either until turned back on or until an instant still ahead. */
export const isSoldOut = (row: SoldOutColumns, now: Date) =>
  row.soldOut && (row.soldOutUntil === null || row.soldOutUntil > now);

/** How reads show it; a state that ended by itself reads as available. */
export function soldOutFields(row: SoldOutColumns, now: Date) {
  const soldOut = isSoldOut(row, now);
  return { sold_out: soldOut, sold_out_until: soldOut ? (row.soldOutUntil?.toISOString() ?? null) : null };
}

/** The columns for a PUT …/sold-out; `end_of_day` is the store's next local midnight. */
export function soldOutColumns(until: SetSoldOut['until'], timeZone: string, now: Date): SoldOutColumns {
  if (until === null) return { soldOut: false, soldOutUntil: null };
  if (until === SOLD_OUT_INDEFINITELY) return { soldOut: true, soldOutUntil: null };
  const end = until === SOLD_OUT_END_OF_DAY ? startOfNextDay(timeZone, now) : new Date(until);
  if (end <= now) {
    throw fieldError('time_not_in_future', 'until');
  }
  return { soldOut: true, soldOutUntil: end };
}
