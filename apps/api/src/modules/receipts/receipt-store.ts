import type { Database } from '../../db/client.ts';
import { findStoreLegal } from '../store-legal/service.ts';
import { getStore } from '../stores/service.ts';
import type { ReceiptStore } from './receipt.ts';

/** The store as its receipts name it: its name and region, and the seller's legal details if set. */
export async function receiptStoreOf(db: Database, storeId: number): Promise<ReceiptStore> {
  const [store, legal] = await Promise.all([getStore(db, storeId), findStoreLegal(db, storeId)]);
  return {
    name: store.name,
    address: store.address,
    locale: store.locale,
    currency: store.currency,
    timezone: store.timezone,
    defaultLanguage: store.defaultLanguage,
    legal: legal ? { legalName: legal.legalName, address: legal.address, vatId: legal.vatId } : null,
  };
}
