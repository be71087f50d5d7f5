import type { CreateStore, Store, StoreSettings, UpdateStoreSettings } from '@food/contract';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { decimalOrNull, minorOrNull } from '../../lib/money.ts';
import type { StoreChanges } from '../../lib/store-changes.ts';
import type { OrderEvents } from '../../realtime/order-events.ts';
import { listOpeningRanges } from '../store-hours/service.ts';
import {
  findStore,
  insertStore,
  pauseStoreRow,
  resumeStoreRow,
  updateStore,
  type StoreRow,
} from './repository.ts';

const hhmm = (time: string) => time.slice(0, 5);

export async function getStore(db: Database, id: number): Promise<StoreRow> {
  const store = await findStore(db, id);
  if (!store) throw notFound(`Store ${id} does not exist`);
  return store;
}

export async function getPublicStore(db: Database, id: number): Promise<Store> {
  const store = await getStore(db, id);
  const hours = await listOpeningRanges(db, id);
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
    paused: store.pausedAt !== null,
    min_order: decimalOrNull(store.minOrderMinor),
  };
}

export function createStore(db: Database, input: CreateStore): Promise<StoreRow> {
  return insertStore(db, input);
}

/** The weekly hours and time zone that decide whether a store is open; null for an unknown store. */
export async function findStoreSchedule(db: Database, id: number) {
  const store = await findStore(db, id);
  if (!store) return null;
  const hours = await listOpeningRanges(db, id);
  return {
    timeZone: store.timezone,
    paused: store.pausedAt !== null,
    ranges: hours.map((h) => ({ day_of_week: h.dayOfWeek, open_time: h.openTime, close_time: h.closeTime })),
  };
}

function toSettings(store: StoreRow): StoreSettings {
  return {
    store_id: store.id,
    order_timeout_minutes: store.orderTimeoutMinutes,
    paused: store.pausedAt !== null,
    paused_at: store.pausedAt?.toISOString() ?? null,
    min_order: decimalOrNull(store.minOrderMinor),
  };
}

export async function getStoreSettings(db: Database, storeId: number): Promise<StoreSettings> {
  return toSettings(await getStore(db, storeId));
}

export async function saveStoreSettings(
  db: Database,
  storeId: number,
  input: UpdateStoreSettings,
): Promise<StoreSettings> {
  const store = await updateStore(db, storeId, {
    orderTimeoutMinutes: input.order_timeout_minutes,
    ...(input.min_order === undefined ? {} : { minOrderMinor: minorOrNull(input.min_order) }),
  });
  if (!store) throw notFound(`Store ${storeId} does not exist`);
  return toSettings(store);
}

export interface StorePauseDeps {
  db: Database;
  clock: Clock;
  changes: StoreChanges;
  events: OrderEvents;
}

/** Only the caller that changed the row announces it: the storefront's status, menu cache and desks hear once. */
async function announce({ changes, events }: StorePauseDeps, storeId: number, paused: boolean) {
  await changes.publish({ storeId, kind: 'status' });
  events.storeUpdated({ storeId, paused });
}

/** The store stops taking orders until an administrator resumes it; false when it was paused already. */
export async function pauseStore(deps: StorePauseDeps, storeId: number): Promise<boolean> {
  const paused = await pauseStoreRow(deps.db, storeId, deps.clock.now());
  if (paused) await announce(deps, storeId, true);
  return paused !== undefined;
}

/** Takes orders again; resuming a store that is not paused changes nothing. */
export async function resumeStore(deps: StorePauseDeps, storeId: number): Promise<StoreSettings> {
  const resumed = await resumeStoreRow(deps.db, storeId, deps.clock.now());
  if (!resumed) return getStoreSettings(deps.db, storeId);
  await announce(deps, storeId, false);
  return toSettings(resumed);
}
