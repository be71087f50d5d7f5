import type { CreateStore, Store } from '@food/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { findStore, insertStore, listStoreHours, type StoreRow } from './repository.ts';

const hhmm = (time: string) => time.slice(0, 5);

export async function getStore(db: Database, id: number): Promise<StoreRow> {
  const store = await findStore(db, id);
  if (!store) throw notFound(`Store ${id} does not exist`);
  return store;
}

export async function getPublicStore(db: Database, id: number): Promise<Store> {
  const store = await getStore(db, id);
  const hours = await listStoreHours(db, id);
  return {
    id: store.id,
    name: store.name,
    address: store.address,
    country: store.country,
    timezone: store.timezone,
    currency: store.currency,
    locale: store.locale,
    store_hours: hours.map((h) => ({
      day_of_week: h.dayOfWeek,
      open_time: hhmm(h.openTime),
      close_time: hhmm(h.closeTime),
    })),
  };
}

export function createStore(db: Database, input: CreateStore): Promise<StoreRow> {
  return insertStore(db, input);
}

/** The weekly hours and time zone that decide whether a store is open; null for an unknown store. */
export async function findStoreSchedule(db: Database, id: number) {
  const store = await findStore(db, id);
  if (!store) return null;
  const hours = await listStoreHours(db, id);
  return {
    timeZone: store.timezone,
    ranges: hours.map((h) => ({ day_of_week: h.dayOfWeek, open_time: h.openTime, close_time: h.closeTime })),
  };
}
