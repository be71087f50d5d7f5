import type { APIRequestContext } from '@playwright/test';
import { test } from '../fixtures.ts';
import { adminApi } from './admin-api.ts';
import { DEMO_STORE_ID } from './demo-store.ts';
import { storeDate } from './store-clock.ts';

/**
 * Opening hours of the demo store through the back-office API, so that a test can count on the
 * store being open (or closed) whatever the time of day, whatever the date (the demo's special days)
 * and whatever other specs did to the hours.
 */

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

type SpecialDay = {
  id: number;
  date: string;
  closed: boolean;
  ranges: { open_time: string; close_time: string }[];
  note: string;
};

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

/** Deletes the special days `which` picks; answers a function that saves them again. */
async function removeSpecialDays(
  request: APIRequestContext,
  which: (day: SpecialDay) => boolean,
): Promise<() => Promise<void>> {
  const api = await adminApi(request);
  const removed = (await api.get<SpecialDay[]>('/api/special-days')).filter(which);
  for (const day of removed) await api.delete(`/api/special-days/${day.id}`);
  return async () => {
    for (const { date, closed, ranges, note } of removed) {
      await api.post('/api/special-days', { date, closed, ranges, note });
    }
  };
}

/**
 * Closes the store for the whole of today (the store's date) with a special day that says why;
 * answers a function that deletes it. Today must have no special day yet (keepStoreOpen sees to it).
 */
export async function closeToday(request: APIRequestContext, note: string): Promise<() => Promise<void>> {
  const api = await adminApi(request);
  const saved = await api.post<{ data: SpecialDay }>('/api/special-days', {
    date: storeDate(),
    closed: true,
    ranges: [],
    note,
  });
  return async () => {
    await api.delete(`/api/special-days/${saved.data.id}`);
  };
}

/**
 * Opens the store around the clock on every day: 00:00–23:59 and 23:59–00:00, so that no minute is
 * closed; a special day today or tomorrow (the demo's 25 and 31 December) would replace those hours,
 * so it goes for the while. Answers a function that puts everything back as it was.
 */
export async function keepStoreOpen(request: APIRequestContext): Promise<() => Promise<void>> {
  const nearDays = [storeDate(), storeDate(1)];
  const restoreSpecialDays = await removeSpecialDays(request, (day) => nearDays.includes(day.date));
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
    await restoreSpecialDays();
  };
}

/**
 * Closes the store with no opening ahead: removes every group of hours and every special day with
 * hours of its own from yesterday on (the demo's New Year's Eve; yesterday's may run past midnight).
 * Answers a function that puts them back.
 */
export async function closeStore(request: APIRequestContext): Promise<() => Promise<void>> {
  const existing = await groups(request);
  for (const group of existing) await deleteGroup(request, group.id);
  const restoreSpecialDays = await removeSpecialDays(
    request,
    (day) => !day.closed && day.date >= storeDate(-1),
  );
  return async () => {
    for (const { id: _id, ...group } of existing) await addGroup(request, group);
    await restoreSpecialDays();
  };
}

/** The store's weekday today, as its hours number them: 0 = Monday … 6 = Sunday. */
function storeWeekday(): number {
  return (new Date(`${storeDate()}T12:00:00Z`).getUTCDay() + 6) % 7;
}

/**
 * Opens the store 11:30–22:00 on every day but today, which has no hours at all (and no special days
 * from yesterday on); answers a function that puts everything back.
 */
export async function noHoursToday(request: APIRequestContext): Promise<() => Promise<void>> {
  const existing = await groups(request);
  for (const group of existing) await deleteGroup(request, group.id);
  const restoreSpecialDays = await removeSpecialDays(request, (day) => day.date >= storeDate(-1));
  const today = storeWeekday();
  const id = await addGroup(request, {
    name: `E2E not today ${Date.now().toString(36)}`,
    opening_time: '11:30',
    closing_time: '22:00',
    days: ALL_DAYS.filter((day) => day !== today),
  });
  return async () => {
    await deleteGroup(request, id);
    for (const { id: _id, ...group } of existing) await addGroup(request, group);
    await restoreSpecialDays();
  };
}

/**
 * Keeps the store open for each test of the describe block it is called in, and puts its hours back
 * after each; `beforeRestoring` runs first (e.g. rejecting the orders a test left pending).
 */
export function keepStoreOpenInEachTest(beforeRestoring?: (request: APIRequestContext) => Promise<void>) {
  let restoreHours: (() => Promise<void>) | null = null;
  test.beforeEach(async ({ request }) => {
    restoreHours = await keepStoreOpen(request);
  });
  test.afterEach(async ({ request }) => {
    await beforeRestoring?.(request);
    await restoreHours?.();
    restoreHours = null;
  });
}
