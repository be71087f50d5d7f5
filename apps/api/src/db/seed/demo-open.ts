import { addDays, localDateOf, startOfNextDay } from '@food/opening-hours';
import { and, eq, inArray } from 'drizzle-orm';
import type { Clock } from '../../lib/clock.ts';
import type { StoreChanges } from '../../lib/store-changes.ts';
import type { Database } from '../client.ts';
import { specialDays, stores } from '../schema/index.ts';
import { DEMO_STORE_ID } from './demo.ts';

const HOUR_MS = 60 * 60 * 1000;
/** After the store's midnight: the new day is its today. */
const AFTER_MIDNIGHT_MS = 60_000;

/** 00:00–23:59 and 23:59–00:00 (into the next day): no minute of the day is closed. */
const AROUND_THE_CLOCK = [
  { open_time: '00:00', close_time: '23:59' },
  { open_time: '23:59', close_time: '00:00' },
];
export const DEMO_OPEN_NOTE = 'Demo: open around the clock, so that you can try it';

/**
 * Today and tomorrow (the store's days) become special days open around the clock, replacing any the
 * demo had then (its Christmas Day); the weekly hours stay the realistic week they are.
 */
async function openTodayAndTomorrow(db: Database, now: Date): Promise<string | null> {
  const [store] = await db
    .select({ timezone: stores.timezone })
    .from(stores)
    .where(eq(stores.id, DEMO_STORE_ID));
  if (!store) return null;
  const today = localDateOf(store.timezone, now);
  const dates = [today, addDays(today, 1)];
  await db.transaction(async (tx) => {
    await tx
      .delete(specialDays)
      .where(and(eq(specialDays.storeId, DEMO_STORE_ID), inArray(specialDays.date, dates)));
    await tx.insert(specialDays).values(
      dates.map((date) => ({
        storeId: DEMO_STORE_ID,
        date,
        closed: false,
        ranges: AROUND_THE_CLOCK,
        note: DEMO_OPEN_NOTE,
      })),
    );
  });
  return store.timezone;
}

/**
 * The demo (`npm start`) takes orders the moment it runs, whatever the day and hour: it opens today and
 * tomorrow around the clock now and again just after each of the store's midnights (an hour on when it
 * could not), and tells the status pushes. Answers its first run and its stop.
 */
export function keepDemoOpen(deps: {
  db: Database;
  clock: Clock;
  changes: StoreChanges;
  onError(err: unknown): void;
}) {
  let timer: ReturnType<Clock['setTimeout']> | undefined;
  let stopped = false;
  const run = async (): Promise<number> => {
    const now = deps.clock.now();
    try {
      const timeZone = await openTodayAndTomorrow(deps.db, now);
      if (!timeZone) return HOUR_MS;
      await deps.changes.publish({ storeId: DEMO_STORE_ID, kind: 'hours' });
      return startOfNextDay(timeZone, now).getTime() + AFTER_MIDNIGHT_MS - now.getTime();
    } catch (err) {
      deps.onError(err);
      return HOUR_MS;
    }
  };
  const next = (wait: number) => {
    if (!stopped) timer = deps.clock.setTimeout(() => void run().then(next), wait);
  };
  const ready = run().then(next);
  return {
    ready,
    stop() {
      stopped = true;
      if (timer !== undefined) deps.clock.clearTimeout(timer);
    },
  };
}
