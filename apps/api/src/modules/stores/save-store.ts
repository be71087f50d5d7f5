import type { UpdateStore } from '@food/contract';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { lockStore, updateStore } from './repository.ts';

/**
 * An accepted order the kitchen never marked handed over stays "in progress"; a day on (from its placing
 * or its slot), it no longer keeps the store from changing its currency.
 */
const ORDER_IN_PROGRESS_MS = 24 * 60 * 60 * 1000;

export interface SaveStoreDeps {
  db: Database;
  clock: Clock;
  /** The store's orders that can still change, placed or due since `since` (the orders module counts). */
  ordersInProgress(db: Database, storeId: number, since: Date): Promise<number>;
}

/**
 * Changes the store's name, address, phone, time zone, currency and locale. A new currency is refused
 * while orders are open (their customers pay what they were shown); every order keeps the currency it
 * was placed in. Answers whether the time zone changed: the store's days moved with it.
 */
export async function saveStore(
  { db, clock, ordersInProgress }: SaveStoreDeps,
  storeId: number,
  input: UpdateStore,
): Promise<{ timezoneChanged: boolean }> {
  const before = await db.transaction(async (tx) => {
    const row = await lockStore(tx, storeId);
    if (!row) throw new AppError('store_not_found', { id: String(storeId) });
    if (row.currency !== input.currency) {
      const since = new Date(clock.now().getTime() - ORDER_IN_PROGRESS_MS);
      const count = await ordersInProgress(tx, storeId, since);
      if (count > 0) throw new AppError('store_has_open_orders', { count });
    }
    await updateStore(tx, storeId, input);
    return row;
  });
  return { timezoneChanged: before.timezone !== input.timezone };
}
