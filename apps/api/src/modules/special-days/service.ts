import type { Language, SavedSpecialDay, SpecialDay } from '@food/contract';
import { addDays, localDateOf, type SpecialDayHours } from '@food/opening-hours';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import {
  deleteSpecialDay,
  insertSpecialDay,
  listSpecialDayRows,
  updateSpecialDay,
  type SpecialDayRow,
  type SpecialDayValues,
} from './repository.ts';

const specialDayNotFound = (id: number) => new AppError('special_day_not_found', { id: String(id) });

function toSpecialDay(row: SpecialDayRow): SpecialDay {
  return {
    id: row.id,
    store_id: row.storeId,
    date: row.date,
    closed: row.closed,
    ranges: row.ranges,
    note: row.note,
  };
}

const toValues = (input: SavedSpecialDay): SpecialDayValues => ({
  date: input.date,
  closed: input.closed,
  ranges: input.closed ? [] : input.ranges,
  note: input.note,
});

/** A day as the refusal names it: ISO in English as ever, the day's local form in another language. */
const dayIn = (language: Language, date: string) =>
  language === 'en'
    ? date
    : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${date}T00:00:00Z`),
      );

// The unique (store, date) constraint decides, so two saves racing for one date cannot both win.
async function refuseDuplicate<T>(date: string, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('special_day_taken', { date: (language) => dayIn(language, date) });
    throw error;
  }
}

/** Upcoming days first (today on, soonest first), then past ones, latest first; `today` in the store's time zone. */
export async function listSpecialDays(db: Database, storeId: number, today: string): Promise<SpecialDay[]> {
  const rows = (await listSpecialDayRows(db, storeId)).map(toSpecialDay);
  const upcoming = rows.filter((day) => day.date >= today);
  const past = rows.filter((day) => day.date < today).reverse();
  return [...upcoming, ...past];
}

/** The special days that can still shape the store's hours: from yesterday (its ranges may run past midnight) on. */
export async function findSpecialDayHours(
  db: Database,
  storeId: number,
  timeZone: string,
  now: Date,
): Promise<SpecialDayHours[]> {
  // The calendar day before, not 24 hours back: late on a 25-hour day that would still be today.
  const yesterday = addDays(localDateOf(timeZone, now), -1);
  return (await listSpecialDayRows(db, storeId, yesterday)).map(({ date, closed, ranges, note }) => ({
    date,
    closed,
    ranges,
    note,
  }));
}

export async function addSpecialDay(
  db: Database,
  storeId: number,
  input: SavedSpecialDay,
): Promise<SpecialDay> {
  return toSpecialDay(await refuseDuplicate(input.date, insertSpecialDay(db, storeId, toValues(input))));
}

export async function changeSpecialDay(
  db: Database,
  storeId: number,
  id: number,
  input: SavedSpecialDay,
): Promise<SpecialDay> {
  const row = await refuseDuplicate(input.date, updateSpecialDay(db, storeId, id, toValues(input)));
  if (!row) throw specialDayNotFound(id);
  return toSpecialDay(row);
}

export async function removeSpecialDay(db: Database, storeId: number, id: number): Promise<void> {
  if (!(await deleteSpecialDay(db, storeId, id))) throw specialDayNotFound(id);
}
