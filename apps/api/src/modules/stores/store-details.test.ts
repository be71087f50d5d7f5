import { APPROVAL_STATUS } from '@food/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, stores } from '../../db/schema/index.ts';
import { demoOrders, openAroundTheClock, placeOrder } from '../../../test/order-desk.ts';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  loginDemoCustomer,
  secondStoreAdmin,
  type TestContext,
} from '../../../test/helpers.ts';

describe('PUT /api/stores/:id: the store as GET answers it, changed', () => {
  let t: TestContext;
  let admin: string;
  let customer: string;
  let rival: { storeId: number; token: string };
  let pickup: object;

  const read = async (id = 9) => (await t.app.inject({ method: 'GET', url: `/api/stores/${id}` })).json();
  const put = (token: string | null, payload: object, id = 9, language = 'en') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/stores/${id}`,
      headers: { ...(token ? bearer(token) : {}), 'accept-language': language },
      payload,
    });
  const row = async () => (await t.database.db.select().from(stores).where(eq(stores.id, 9)))[0]!;
  const answer = (id: number, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/orders/${id}`, headers: bearer(admin), payload });

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    await openAroundTheClock(t.database.db);
    admin = await loginDemoAdmin(t.app);
    customer = await loginDemoCustomer(t.app);
    rival = await secondStoreAdmin(t);
    ({ pickup } = await demoOrders(t.database.db));
  });
  afterAll(() => t.close());

  it('saves name, address, country, phone, time zone, currency and locale, ignoring the read-only fields', async () => {
    const store = await read();
    expect(store).toMatchObject({ currency: 'GBP', locale: 'en-GB', timezone: 'Europe/Berlin' });
    const changed = {
      ...store,
      name: '  Brezel Bar  ',
      address: 'Kastanienallee 1, 10435 Berlin',
      country: 'Deutschland',
      phone: '030 7654321',
      timezone: 'Europe/Vienna',
      currency: 'EUR',
      locale: 'de-DE',
      paused: true,
      store_hours: [],
    };
    const saved = await put(admin, changed);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      ...store,
      name: 'Brezel Bar',
      address: 'Kastanienallee 1, 10435 Berlin',
      country: 'Deutschland',
      phone: '030 7654321',
      timezone: 'Europe/Vienna',
      currency: 'EUR',
      locale: 'de-DE',
      next_open_at: expect.anything(),
    };
    expect(saved.json()).toEqual({ msg: 'Store saved', data: { ...expected, next_open_at: null } });
    expect(await read()).toEqual({ ...expected, next_open_at: null });
    expect(await row()).toMatchObject({ name: 'Brezel Bar', currency: 'EUR', pausedAt: null });
    // An empty phone is none; the menu's cached store follows at once.
    const none = await put(admin, { ...(await read()), phone: '' });
    expect(none.json().data.phone).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/menu/9' })).statusCode).toBeLessThan(500);
  });

  it('refuses a new currency while an order is open (409), in the reader’s language, and changes nothing', async () => {
    const id = await placeOrder(t.app, customer, pickup);
    const before = await row();
    for (const [language, detail] of [
      ['en', /^1 order is still open in the old currency/],
      ['de', /^1 Bestellung ist noch in der alten Währung offen/],
    ] as const) {
      const refused = await put(admin, { ...(await read()), currency: 'GBP', locale: 'en-GB' }, 9, language);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'store_has_open_orders',
        detail: expect.stringMatching(detail),
      });
    }
    expect(await row()).toEqual(before);
    // Everything but the currency may change meanwhile.
    const renamed = await put(admin, { ...(await read()), name: 'Brezel Bar Mitte' });
    expect(renamed.statusCode).toBe(200);
    // Accepted, the order is still open until it is handed over.
    expect((await answer(id, { approval_status: APPROVAL_STATUS.accepted })).statusCode).toBe(200);
    expect((await put(admin, { ...(await read()), currency: 'GBP' })).statusCode).toBe(409);
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/fulfilment`,
      headers: bearer(admin),
      payload: { status: 'completed' },
    });
    expect(done.statusCode, done.body).toBe(200);
    const changed = await put(admin, { ...(await read()), currency: 'GBP', locale: 'en-GB' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ currency: 'GBP', locale: 'en-GB' });
  });

  it('lets past orders keep the currency they were placed in', async () => {
    const [past] = await t.database.db
      .select({ id: orders.id, currency: orders.currency })
      .from(orders)
      .where(eq(orders.storeId, 9));
    expect(past!.currency).toBe('EUR');
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${past!.id}`,
      headers: bearer(admin),
    });
    expect(order.json()).toMatchObject({ currency: 'EUR' });
    const next = await placeOrder(t.app, customer, pickup);
    const placed = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${next}`,
      headers: bearer(customer),
    });
    expect(placed.json()).toMatchObject({ currency: 'GBP' });
    await answer(next, { approval_status: APPROVAL_STATUS.rejected, reject_reason: 'Closed' });
  });

  it('refuses bad input field by field (422) and changes nothing', async () => {
    const before = await row();
    const store = await read();
    for (const [field, value] of [
      ['currency', 'EURO'],
      ['currency', 'eur'],
      ['currency', 'XXX'],
      ['currency', 'AAA'],
      ['currency', 'JPY'],
      ['locale', 'fr-FR'],
      ['locale', 'de'],
      ['locale', 'de-de'],
      ['timezone', 'Mars/Olympus'],
      ['timezone', 'x'.repeat(65)],
      ['name', '   '],
      ['name', 'n'.repeat(121)],
      ['address', ''],
      ['phone', 'call me maybe'],
      ['currency', undefined],
    ] as const) {
      const refused = await put(admin, { ...store, [field]: value });
      expect(refused.statusCode, `${field}=${value}`).toBe(422);
      expect(Object.keys(refused.json().fields)).toEqual([field]);
    }
    const german = await put(admin, { ...store, currency: 'JPY' }, 9, 'de');
    expect(german.json().fields.currency).toEqual([
      'Verwende eine ISO-4217-Währung mit 2 Nachkommastellen wie EUR oder GBP',
    ]);
    expect(await row()).toEqual(before);
  });

  it("refuses another store's administrator (403), customers (403), visitors (401) and an unknown store", async () => {
    const before = await row();
    const store = await read();
    for (const token of [rival.token, customer]) {
      expect((await put(token, { ...store, name: 'Taken over' })).statusCode).toBe(403);
    }
    expect((await put(null, { ...store, name: 'Taken over' })).statusCode).toBe(401);
    expect((await put(admin, store, 424242)).statusCode).toBe(403);
    expect(await row()).toEqual(before);
    const own = await put(
      rival.token,
      { ...(await read(rival.storeId)), currency: 'CHF', locale: 'de-CH' },
      rival.storeId,
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(await row()).toEqual(before);
  });
});
