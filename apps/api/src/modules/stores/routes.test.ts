import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../db/schema/index.ts';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  loginDemoCustomer,
  secondStoreAdmin,
  type TestContext,
} from '../../../test/helpers.ts';

describe('GET /api/stores/:id', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it('shows the demo store with its currency, locale and hours', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/stores/9' });
    expect(response.statusCode).toBe(200);
    const store = response.json();
    expect(store).toMatchObject({
      id: 9,
      currency: 'GBP',
      locale: 'en-GB',
      timezone: 'Europe/Berlin',
      paused: false,
    });
    expect(store.name.length).toBeGreaterThan(0);
    expect(store.store_hours.length).toBeGreaterThan(0);
    for (const range of store.store_hours) {
      expect(range.open_time).toMatch(/^\d\d:\d\d$/);
      expect(range.day_of_week).toBeGreaterThanOrEqual(0);
      expect(range.day_of_week).toBeLessThanOrEqual(6);
    }
  });

  it('answers 404 for a store that does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/stores/424242' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ detail: 'Store 424242 does not exist', code: 'store_not_found' });
  });

  it('answers 422 for an id that is not a number', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/stores/nine' });
    expect(response.statusCode).toBe(422);
  });
});

const defaults = {
  store_id: 9,
  order_timeout_minutes: 10,
  paused: false,
  paused_at: null,
  paused_until: null,
  pause_reason: null,
  min_order: null,
  preorder_days: 7,
  slot_minutes: 15,
  capacity_per_slot: { pickup: null, delivery: null },
  open_orders_per_customer: 3,
  prep_minutes: 20,
  auto_accept: false,
  default_language: 'de',
  phone: '030 12345678',
  payment_methods: ['cash'],
  online_payment_configured: false,
  daily_summary_email: false,
  guest_checkout: true,
};

describe('the store settings of the order desk', () => {
  let t: TestContext;
  let admin: string;
  let rival: { storeId: number; token: string };
  const settings = (method: 'GET' | 'PUT', token: string | null, storeId = 9, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/stores/${storeId}/settings`,
      headers: token ? bearer(token) : {},
      payload,
    });
  const storeRow = async (id = 9) => (await t.database.db.select().from(stores).where(eq(stores.id, id)))[0]!;

  beforeAll(async () => {
    t = await buildTestApp({ demo: true, keepOpenOrdersLimit: true });
    admin = await loginDemoAdmin(t.app);
    rival = await secondStoreAdmin(t);
  });
  afterAll(() => t.close());

  it('shows the answer timeout, 10 minutes by default, and whether the store is paused', async () => {
    const response = await settings('GET', admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(defaults);
  });

  it('saves a timeout of 1 to 120 minutes', async () => {
    const response = await settings('PUT', admin, 9, { order_timeout_minutes: 25 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      msg: 'Settings saved',
      data: { ...defaults, order_timeout_minutes: 25 },
    });
    expect((await storeRow()).orderTimeoutMinutes).toBe(25);
    for (const minutes of [0, 121, 2.5]) {
      const refused = await settings('PUT', admin, 9, { order_timeout_minutes: minutes });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().fields)).toEqual(['order_timeout_minutes']);
    }
    expect((await storeRow()).orderTimeoutMinutes).toBe(25);
  });

  it('saves ordering ahead, slots, capacity, preparation time and auto-accept, leaving out what is not sent', async () => {
    const changes = {
      preorder_days: 3,
      slot_minutes: 30,
      capacity_per_slot: { pickup: 6, delivery: null },
      prep_minutes: 35,
      auto_accept: true,
    };
    const saved = await settings('PUT', admin, 9, changes);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ ...defaults, order_timeout_minutes: 25, ...changes });
    const partial = await settings('PUT', admin, 9, { prep_minutes: 25 });
    expect(partial.json().data).toMatchObject({ ...changes, prep_minutes: 25, order_timeout_minutes: 25 });
    for (const [field, value] of [
      ['preorder_days', 15],
      ['preorder_days', -1],
      ['slot_minutes', 7],
      ['prep_minutes', 4],
      ['capacity_per_slot', { pickup: 0, delivery: null }],
      ['auto_accept', 'yes'],
    ] as const) {
      const refused = await settings('PUT', admin, 9, { [field]: value });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().fields)[0]).toMatch(new RegExp(`^${field}`));
    }
    expect((await settings('GET', admin)).json()).toMatchObject({ ...changes, prep_minutes: 25 });
    await settings('PUT', admin, 9, { ...defaults, store_id: undefined, order_timeout_minutes: 25 });
  });

  it("saves a customer's unanswered orders at once, 1 to 100 or null for no limit", async () => {
    for (const limit of [1, 100, null, 3]) {
      const saved = await settings('PUT', admin, 9, { open_orders_per_customer: limit });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data.open_orders_per_customer).toBe(limit);
      expect((await settings('GET', admin)).json().open_orders_per_customer).toBe(limit);
      expect((await storeRow()).openOrdersPerCustomer).toBe(limit);
    }
    for (const limit of [0, -1, 1.5, 101, '2']) {
      const refused = await settings('PUT', admin, 9, { open_orders_per_customer: limit });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().fields)).toEqual(['open_orders_per_customer']);
    }
    expect((await storeRow()).openOrdersPerCustomer).toBe(3);
  });

  it('refuses online payment while the server has no Stripe keys, and saves cash (422 otherwise)', async () => {
    const refused = await settings('PUT', admin, 9, { payment_methods: ['cash', 'online'] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'online_payment_not_configured' });
    expect((await settings('PUT', admin, 9, { payment_methods: [] })).statusCode).toBe(422);
    const saved = await settings('PUT', admin, 9, { payment_methods: ['cash'] });
    expect(saved.json().data).toMatchObject({ payment_methods: ['cash'], online_payment_configured: false });
    const store = await t.app.inject({ method: 'GET', url: '/api/stores/9' });
    expect(store.json().payment_methods).toEqual(['cash']);
  });

  it("saves the storefront's default language, which the store's public view shows", async () => {
    const saved = await settings('PUT', admin, 9, { default_language: 'de' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ default_language: 'de', order_timeout_minutes: 25 });
    expect((await storeRow()).defaultLanguage).toBe('de');
    expect((await t.app.inject({ method: 'GET', url: '/api/stores/9' })).json().default_language).toBe('de');
    const refused = await settings('PUT', admin, 9, { default_language: 'fr' });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().fields)).toEqual(['default_language']);
    await settings('PUT', admin, 9, { default_language: 'en' });
  });

  it('switches the daily summary e-mail on and off (off by default: it is opt-in)', async () => {
    expect((await storeRow()).dailySummaryEmail).toBe(false);
    const on = await settings('PUT', admin, 9, { daily_summary_email: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().data).toMatchObject({ daily_summary_email: true });
    expect((await storeRow()).dailySummaryEmail).toBe(true);
    await settings('PUT', admin, 9, { daily_summary_email: false });
    expect((await storeRow()).dailySummaryEmail).toBe(false);
  });

  it('resumes a paused store, and leaves one that is not paused as it is', async () => {
    await t.database.db.update(stores).set({ pausedAt: new Date() }).where(eq(stores.id, 9));
    expect((await t.app.inject({ method: 'GET', url: '/api/stores/9' })).json().paused).toBe(true);
    const resume = () =>
      t.app.inject({ method: 'POST', url: '/api/stores/9/resume', headers: bearer(admin) });
    const first = await resume();
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ paused: false, paused_at: null });
    const resumedAt = (await storeRow()).resumedAt;
    expect(resumedAt).toBeInstanceOf(Date);
    expect((await t.app.inject({ method: 'GET', url: '/api/stores/9' })).json().paused).toBe(false);
    expect((await resume()).statusCode).toBe(200);
    expect((await storeRow()).resumedAt).toEqual(resumedAt);
  });

  it("refuses another store's administrator (403), customers (403) and visitors (401), and changes nothing", async () => {
    await t.database.db.update(stores).set({ pausedAt: new Date() }).where(eq(stores.id, 9));
    const before = await storeRow();
    const customer = await loginDemoCustomer(t.app);
    for (const token of [rival.token, customer]) {
      expect((await settings('GET', token)).statusCode).toBe(403);
      expect((await settings('PUT', token, 9, { order_timeout_minutes: 1 })).statusCode).toBe(403);
      const resume = await t.app.inject({
        method: 'POST',
        url: '/api/stores/9/resume',
        headers: bearer(token),
      });
      expect(resume.statusCode).toBe(403);
    }
    expect((await settings('GET', null)).statusCode).toBe(401);
    expect(await storeRow()).toEqual(before);
    const ownSettings = await settings('GET', rival.token, rival.storeId);
    expect(ownSettings.json()).toMatchObject({ store_id: rival.storeId, order_timeout_minutes: 10 });
  });
});
