import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { openTestDatabase } from '../../../test/helpers.ts';
import { saveStoreLegal } from '../store-legal/service.ts';
import { createStore } from '../stores/service.ts';
import { receiptStoreOf } from './receipt-store.ts';

describe("a receipt's store (one statement for the store and its legal details)", () => {
  let database: DatabaseHandle;
  let storeId: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    storeId = (
      await createStore(database.db, {
        name: 'Corner Kitchen',
        address: 'Eckstraße 1, 10115 Berlin',
        country: 'Germany',
        timezone: 'Europe/Berlin',
        currency: 'EUR',
        locale: 'de-DE',
      })
    ).id;
  });
  afterAll(() => database.close());

  it('names the store without legal details until they are set, then with the latest saved', async () => {
    expect(await receiptStoreOf(database.db, storeId)).toMatchObject({
      name: 'Corner Kitchen',
      address: 'Eckstraße 1, 10115 Berlin',
      currency: 'EUR',
      locale: 'de-DE',
      timezone: 'Europe/Berlin',
      legal: null,
    });
    const details = {
      legal_name: 'Corner Kitchen GmbH',
      representative: 'A. Owner',
      address: 'Eckstraße 1, 10115 Berlin',
      email: 'legal@corner.example',
      phone: '+49 30 000000',
      vat_id: 'DE123456789',
      register_court: '',
      register_number: '',
      texts: {},
    };
    await saveStoreLegal(database.db, storeId, details);
    expect((await receiptStoreOf(database.db, storeId)).legal).toEqual({
      legalName: 'Corner Kitchen GmbH',
      address: 'Eckstraße 1, 10115 Berlin',
      vatId: 'DE123456789',
    });
    await saveStoreLegal(database.db, storeId, { ...details, legal_name: 'Corner Kitchen AG', vat_id: null });
    expect((await receiptStoreOf(database.db, storeId)).legal).toEqual({
      legalName: 'Corner Kitchen AG',
      address: 'Eckstraße 1, 10115 Berlin',
      vatId: null,
    });
  });

  it('refuses an unknown store as before (store_not_found)', async () => {
    await expect(receiptStoreOf(database.db, 999_999)).rejects.toBeInstanceOf(AppError);
  });
});
