import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_TEXT_MAX } from '@food/contract';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  loginDemoCustomer,
  secondStoreAdmin,
  type TestContext,
} from '../../../test/helpers.ts';

const details = {
  legal_name: 'Linde Gastro GmbH',
  representative: 'Max Muster',
  address: 'Beispielweg 1\n10119 Berlin',
  email: 'legal@example.com',
  phone: '+49 30 1234567',
  vat_id: 'de 123 456 789',
  register_court: 'Amtsgericht Beispielstadt',
  register_number: 'HRB 12345',
  texts: {
    de: { imprint: 'Impressum', privacy: '## Daten', terms: '## AGB' },
    en: { imprint: 'Imprint', privacy: '## Data', terms: '## Terms' },
  },
};

describe('the legal details of a store', () => {
  let t: TestContext;
  let admin: string;
  let rival: { storeId: number; token: string };
  const legal = (method: 'GET' | 'PUT', storeId: number, token?: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/stores/${storeId}/legal`,
      headers: token ? bearer(token) : {},
      payload,
    });

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    admin = await loginDemoAdmin(t.app);
    rival = await secondStoreAdmin(t);
  });
  afterAll(() => t.close());

  it("shows anyone the demo store's fictitious details, with its texts in German and English", async () => {
    const response = await legal('GET', 9);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ email: 'legal@example.com', vat_id: 'DE000000000' });
    expect(body.legal_name).toMatch(/fiktiv/);
    expect(Object.keys(body.texts).sort()).toEqual(['de', 'en']);
  });

  it('answers empty details for a store that set none, and 404 for an unknown store', async () => {
    const empty = await legal('GET', rival.storeId);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ legal_name: '', vat_id: null, texts: {} });
    expect((await legal('GET', 4242)).statusCode).toBe(404);
  });

  it('lets the administrator replace them whole; the VAT ID is kept without spaces, in capitals', async () => {
    const saved = await legal('PUT', rival.storeId, rival.token, details);
    expect(saved.statusCode).toBe(200);
    const expected = { ...details, vat_id: 'DE123456789', placeholders: [] };
    expect(saved.json().data).toEqual(expected);
    expect((await legal('GET', rival.storeId)).json()).toEqual(expected);

    const { en: _, ...germanOnly } = details.texts;
    const again = await legal('PUT', rival.storeId, rival.token, {
      ...details,
      vat_id: '',
      register_court: null,
      register_number: undefined,
      texts: germanOnly,
    });
    expect(again.statusCode).toBe(200);
    expect((await legal('GET', rival.storeId)).json()).toEqual({
      ...details,
      vat_id: null,
      register_court: null,
      register_number: null,
      texts: germanOnly,
      placeholders: [],
    });
  });

  it('takes UK and other EU VAT IDs, and refuses what has no VAT ID shape', async () => {
    for (const vatId of ['GB123456789', 'GB123456789012', 'XI123456789', 'ATU12345678', 'FR12345678901']) {
      expect((await legal('PUT', rival.storeId, rival.token, { ...details, vat_id: vatId })).statusCode).toBe(
        200,
      );
    }
    for (const vatId of ['DE12345678', 'DE1234567890', 'GB12345', 'US123456789', '123456789']) {
      const refused = await legal('PUT', rival.storeId, rival.token, { ...details, vat_id: vatId });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().fields)).toEqual(['vat_id']);
    }
  });

  it.each([
    ['email', { email: 'not-an-address' }],
    ['phone', { phone: 'call us' }],
    ['legal_name', { legal_name: '  ' }],
    ['texts.de.privacy', { texts: { de: { ...details.texts.de, privacy: 'x'.repeat(LEGAL_TEXT_MAX + 1) } } }],
  ])('refuses a wrong %s with 422 naming it, and keeps what was saved', async (field, change) => {
    const refused = await legal('PUT', rival.storeId, rival.token, { ...details, ...change });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().fields)).toEqual([field]);
    expect((await legal('GET', rival.storeId)).json().legal_name).toBe(details.legal_name);
  });

  it("refuses another store's administrator (403), a customer (403) and no one (401)", async () => {
    expect((await legal('PUT', 9, rival.token, details)).statusCode).toBe(403);
    expect((await legal('PUT', rival.storeId, admin, details)).statusCode).toBe(403);
    expect((await legal('PUT', 9, await loginDemoCustomer(t.app), details)).statusCode).toBe(403);
    expect((await legal('PUT', 9, undefined, details)).statusCode).toBe(401);
    expect((await legal('GET', 9)).json().email).toBe('legal@example.com');
  });
});
