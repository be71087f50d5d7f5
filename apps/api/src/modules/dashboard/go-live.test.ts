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
      privacy_text: false,
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
    expect(await checklist(token)).toMatchObject({ legal_details: true, privacy_text: false });
    // A privacy policy in another language than the store's (English here) leaves the item open.
    await legal({ de: { imprint: '', privacy: 'Wir speichern, was Sie bestellen.', terms: '' } });
    expect((await checklist(token)).privacy_text).toBe(false);
    await legal({ en: { imprint: '', privacy: 'We keep what you order.', terms: '' } });
    expect((await checklist(token)).privacy_text).toBe(true);

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
      legal_details: true,
      privacy_text: true,
      opening_hours: true,
      test_order: false,
    });
    const customer = await loginDemoCustomer(t.app);
    await placeOrder(t.app, customer, (await demoOrders(t.database.db)).pickup);
    expect((await checklist(admin)).test_order).toBe(true);
    expect((await checklist(rival.token)).test_order).toBe(false);
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
