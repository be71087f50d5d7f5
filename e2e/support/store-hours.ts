import type { APIRequestContext } from '@playwright/test';
import { adminApi } from './admin-api.ts';

/**
 * Opening hours of the demo store through the back-office API, so that a test can count on the
 * store being open (or closed) whatever the time of day and whatever other specs did to the hours.
 */

export const DEMO_STORE_ID = 9;
const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];

type HoursEntry = {
  id: number;
  name: string;
  day_of_week: number;
  opening_time: string;
  closing_time: string;
  store_id: number;
};

type HoursGroup = { id: number; name: string; opening_time: string; closing_time: string; days: number[] };

/** The store's entries, one group per name and range (as the back office lists them). */
async function groups(request: APIRequestContext): Promise<HoursGroup[]> {
  const entries = await (
    await adminApi(request)
  ).get<HoursEntry[]>(`/api/store-hours/store/${DEMO_STORE_ID}`);
  const byKey = new Map<string, HoursGroup>();
  for (const entry of entries) {
    const key = `${entry.name}|${entry.opening_time}|${entry.closing_time}`;
    const group = byKey.get(key);
    if (group) group.days.push(entry.day_of_week);
    else
      byKey.set(key, {
        id: entry.id,
        name: entry.name,
        opening_time: entry.opening_time,
        closing_time: entry.closing_time,
        days: [entry.day_of_week],
      });
  }
  return [...byKey.values()];
}

async function addGroup(request: APIRequestContext, group: Omit<HoursGroup, 'id'>): Promise<number> {
  const saved = await (
    await adminApi(request)
  ).post<{ data: HoursEntry[] }>(`/api/store-hours/store/${DEMO_STORE_ID}`, group);
  const first = saved.data[0];
  if (!first) throw new Error('The store hours were saved without entries');
  return first.id;
}

async function deleteGroup(request: APIRequestContext, entryId: number): Promise<void> {
  await (await adminApi(request)).delete(`/api/store-hours/${entryId}/group`);
}

/**
 * Opens the store around the clock on every day: 00:00–23:59 and 23:59–00:00, so that no minute is
 * closed. Answers a function that removes the two groups again.
 */
export async function keepStoreOpen(request: APIRequestContext): Promise<() => Promise<void>> {
  const suffix = `${Date.now().toString(36)}`;
  const ids = [
    await addGroup(request, {
      name: `E2E all day ${suffix}`,
      opening_time: '00:00',
      closing_time: '23:59',
      days: ALL_DAYS,
    }),
    await addGroup(request, {
      name: `E2E midnight ${suffix}`,
      opening_time: '23:59',
      closing_time: '00:00',
      days: ALL_DAYS,
    }),
  ];
  return async () => {
    for (const id of ids) await deleteGroup(request, id);
  };
}

/** Closes the store by removing every group of hours; answers a function that puts them back. */
export async function closeStore(request: APIRequestContext): Promise<() => Promise<void>> {
  const existing = await groups(request);
  for (const group of existing) await deleteGroup(request, group.id);
  return async () => {
    for (const { id: _id, ...group } of existing) await addGroup(request, group);
  };
}
