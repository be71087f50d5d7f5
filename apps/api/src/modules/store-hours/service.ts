import type { SavedStoreHours, StoreHoursEntry } from '@food/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import {
  deleteStoreHoursEntry,
  deleteStoreHoursGroup,
  insertStoreHours,
  listStoreHours,
  lockStoreHoursEntry,
  type StoreHoursRow,
} from './repository.ts';

const hhmm = (time: string) => time.slice(0, 5);
const entryNotFound = (id: number) => new AppError('store_hours_not_found', { id: String(id) });

function toEntry(row: StoreHoursRow): StoreHoursEntry {
  return {
    id: row.id,
    name: row.name,
    day_of_week: row.dayOfWeek,
    opening_time: hhmm(row.openTime),
    closing_time: hhmm(row.closeTime),
    store_id: row.storeId,
  };
}

const toEntries = (rows: StoreHoursRow[]) => rows.map(toEntry).sort((a, b) => a.day_of_week - b.day_of_week);

function newRows(storeId: number, input: SavedStoreHours) {
  return input.days.map((dayOfWeek) => ({
    storeId,
    name: input.name,
    dayOfWeek,
    openTime: input.opening_time,
    closeTime: input.closing_time,
  }));
}

export async function listEntries(db: Database, storeId: number): Promise<StoreHoursEntry[]> {
  return (await listStoreHours(db, storeId)).map(toEntry);
}

/** The store's opening ranges by day and opening time, times as stored (HH:MM:SS). */
export function listOpeningRanges(db: Database, storeId: number): Promise<StoreHoursRow[]> {
  return listStoreHours(db, storeId);
}

/** One entry per selected day; a single multi-row insert, so all of them or none. */
export async function createEntries(db: Database, storeId: number, input: SavedStoreHours) {
  return toEntries(await insertStoreHours(db, newRows(storeId, input)));
}

/** Replaces the group of entry `id` (same name and range) by one entry per selected day. */
export function replaceGroup(db: Database, storeId: number, id: number, input: SavedStoreHours) {
  return db.transaction(async (tx) => {
    const entry = await lockStoreHoursEntry(tx, storeId, id);
    if (!entry) throw entryNotFound(id);
    await deleteStoreHoursGroup(tx, entry);
    return toEntries(await insertStoreHours(tx, newRows(storeId, input)));
  });
}

export async function deleteEntry(db: Database, storeId: number, id: number) {
  if (!(await deleteStoreHoursEntry(db, storeId, id))) throw entryNotFound(id);
}

export function deleteGroup(db: Database, storeId: number, id: number) {
  return db.transaction(async (tx) => {
    const entry = await lockStoreHoursEntry(tx, storeId, id);
    if (!entry) throw entryNotFound(id);
    await deleteStoreHoursGroup(tx, entry);
  });
}
