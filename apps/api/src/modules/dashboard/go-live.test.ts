import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  loginDemoCustomer,
  secondStoreAdmin,
  type TestContext,
} from '../../../test/helpers.ts';
import { FakeClock, demoOrders, openAroundTheClock, placeOrder } from '../../../test/order-desk.ts';

const LEGAL = {
  legal_name: 'Rival Kitchen GmbH',
  representative: 'Rita Rival',
  address: 'Nebenstraße 2\n10115 Berlin',
  email: 'hello@rival.example',
  phone: '+49 30 7654321',
  vat_id: null,
};

describe("the dashboard's go-live checklist", () => {
  let t: TestContext;

  const checklist = async (token: string) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json<{ go_live: Record<string, boolean> }>().go_live;
  };

  beforeAll(async () => {
    t = await buildTestApp({ demo: true, clock: new FakeClock(new Date('2026-06-10T10:00:00Z')) });
    await openAroundTheClock(t.database.db);
  });
  afterAll(() => t.close());

  it('starts a new store with everything but cash to do, and ticks each item as the owner fixes it', async () => {
    const { storeId, token } = await secondStoreAdmin(t);
    expect(await checklist(token)).toEqual({
      legal_details: false,
      legal_texts: false,
      opening_hours: false,
      payment_method: true,
      email_server: false,
      test_order: false,
    });

    const legal = (texts: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/stores/${storeId}/legal`,
        headers: bearer(token),
        payload: { ...LEGAL, texts },
      });
    expect((await legal({})).statusCode).toBe(200);
    expect(await checklist(token)).toMatchObject({ legal_details: true, legal_texts: false });
    // The storefront offers German and English: a policy in one of them leaves the item open.
    const de = { imprint: '', privacy: 'Wir speichern, was Sie bestellen.', terms: '' };
    const en = { imprint: '', privacy: 'We keep what you order.', terms: '' };
    await legal({ de });
    expect((await checklist(token)).legal_texts).toBe(false);
    await legal({ en });
    expect((await checklist(token)).legal_texts).toBe(false);
    await legal({ de, en });
    expect((await checklist(token)).legal_texts).toBe(true);

    const hours = await t.app.inject({
      method: 'POST',
      url: `/api/store-hours/store/${storeId}`,
      headers: bearer(token),
      payload: { name: 'Lunch', opening_time: '11:30', closing_time: '14:30', days: [1, 2, 3] },
    });
    expect(hours.statusCode).toBe(201);
    expect((await checklist(token)).opening_hours).toBe(true);
  });

  it('counts the first order placed with the store, and only with that store', async () => {
    const admin = await loginDemoAdmin(t.app);
    const rival = await secondStoreAdmin(t);
    expect(await checklist(admin)).toMatchObject({
      opening_hours: true,
      test_order: false,
    });
    const customer = await loginDemoCustomer(t.app);
    await placeOrder(t.app, customer, (await demoOrders(t.database.db)).pickup);
    expect((await checklist(admin)).test_order).toBe(true);
    expect((await checklist(rival.token)).test_order).toBe(false);
  });
});

describe("the demo's placeholder legal details on the go-live checklist", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it('leaves both legal items open until every placeholder is replaced, in every language', async () => {
    const admin = await loginDemoAdmin(t.app);
    const checklist = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: bearer(admin) })).json().go_live;
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/stores/9/legal', headers: bearer(admin) })).json();
    const save = async (legal: object) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/stores/9/legal',
        headers: bearer(admin),
        payload: legal,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    const demo = await read();
    expect(demo.legal_name).toBe('Gasthaus Zur Linde Demo GmbH (fiktiv)');
    expect(demo.placeholders).toEqual(expect.arrayContaining(['legal_name', 'vat_id', 'texts.en.imprint']));
    expect(await checklist()).toMatchObject({ legal_details: false, legal_texts: false });

    // Saving the demo's details as they are replaces nothing.
    expect((await save(demo)).placeholders).toEqual(demo.placeholders);
    const details = {
      ...demo,
      ...LEGAL,
      vat_id: 'DE123456789',
      register_court: 'Amtsgericht Charlottenburg',
      register_number: 'HRB 12345 B',
    };
    const saved = await save(details);
    expect(saved.placeholders.every((name: string) => name.startsWith('texts.'))).toBe(true);
    expect(await checklist()).toMatchObject({ legal_details: true, legal_texts: false });

    // The English imprint still says "This is a demo restaurant": the texts stay open.
    const texts = {
      de: { imprint: '', privacy: 'Wir speichern, was Sie bestellen.', terms: 'Es gelten unsere AGB.' },
      en: { ...demo.texts.en, privacy: 'We keep what you order.', terms: 'Our terms apply.' },
    };
    expect((await save({ ...details, texts })).placeholders).toEqual(['texts.en.imprint']);
    expect((await checklist()).legal_texts).toBe(false);
    const done = await save({ ...details, texts: { ...texts, en: { ...texts.en, imprint: '' } } });
    expect(done.placeholders).toEqual([]);
    expect(await checklist()).toMatchObject({ legal_details: true, legal_texts: true });
  });
});

describe('the go-live checklist on a server with an e-mail server', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true, env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
  });
  afterAll(() => t.close());

  it('ticks the e-mail item', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard',
      headers: bearer(await loginDemoAdmin(t.app)),
    });
    expect(response.json<{ go_live: { email_server: boolean } }>().go_live.email_server).toBe(true);
  });
});
