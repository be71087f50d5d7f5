import type { Discount } from '@food/contract';
import { localDateOf } from '@food/opening-hours';
import type { Database } from '../../db/client.ts';
import type { StoreChanges } from '../../lib/store-changes.ts';
import { discountsOn } from '../discounts/service.ts';
import { getStoreDay, storeTermsStamp, type StoreDay } from '../stores/service.ts';

/** What an order of the store is checked and priced with, besides its cart: the store, its hours, its discounts. */
export interface StoreTerms {
  day: StoreDay;
  discounts: Discount[];
}

type Entry = StoreTerms & { stamp: string; date: string };

/**
 * The stores' order terms in memory. Each use is confirmed by one small query, the store's stamp, run
 * beside the order's other reads: a write made any way (the API on any process, a test helper, the
 * command line) gives another stamp, and the next order reads the terms again. A change notice drops
 * the store's entry at once, and a new local day reads again (special days and discounts follow the date).
 */
export class StoreTermsCache {
  private readonly entries = new Map<number, Entry>();

  constructor(changes: StoreChanges) {
    changes.subscribe(({ storeId }) => this.entries.delete(storeId));
  }

  async read(db: Database, storeId: number, now: Date): Promise<StoreTerms> {
    const cached = this.entries.get(storeId);
    if (cached && cached.date === localDateOf(cached.day.store.timezone, now)) {
      if ((await storeTermsStamp(db, storeId)) === cached.stamp) return cached;
    }
    return this.load(db, storeId, now);
  }

  private async load(db: Database, storeId: number, now: Date): Promise<StoreTerms> {
    // The stamp is read first: a write after it leaves an older stamp, so the next order reads again.
    const stamp = await storeTermsStamp(db, storeId);
    const day = await getStoreDay(db, storeId, now);
    const discounts = await discountsOn(db, day.store, now);
    if (stamp !== null) {
      this.entries.set(storeId, { day, discounts, stamp, date: localDateOf(day.store.timezone, now) });
    }
    return { day, discounts };
  }
}
