import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storeLegal, stores } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { ReceiptStore } from './receipt.ts';

/**
 * The store as its receipts name it: its name and region, and the seller's legal details if set. One
 * statement: every order's e-mail reads it.
 */
export async function receiptStoreOf(db: Database, storeId: number): Promise<ReceiptStore> {
  const [row] = await db
    .select({
      name: stores.name,
      address: stores.address,
      locale: stores.locale,
      currency: stores.currency,
      timezone: stores.timezone,
      defaultLanguage: stores.defaultLanguage,
      legalName: storeLegal.legalName,
      legalAddress: storeLegal.address,
      vatId: storeLegal.vatId,
    })
    .from(stores)
    .leftJoin(storeLegal, eq(storeLegal.storeId, stores.id))
    .where(eq(stores.id, storeId));
  if (!row) throw new AppError('store_not_found', { id: String(storeId) });
  const { legalName, legalAddress, vatId, ...store } = row;
  return {
    ...store,
    legal: legalName === null ? null : { legalName, address: legalAddress!, vatId },
  };
}
