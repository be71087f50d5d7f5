import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, orders } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createCustomer, markEmailVerified } from '../users/service.ts';
import { CHECKS_PER_ADDRESS } from './routes.ts';
import {
  bearer,
  buildTestApp,
  loginAs,
  loginDemoAdmin,
  loginDemoCustomer,
  secondStoreAdmin,
  type TestContext,
} from '../../../test/helpers.ts';
import { FakeClock, MINUTE, demoOrders, openAroundTheClock } from '../../../test/order-desk.ts';

const summer = {
  code: 'Summer 10',
  kind: 'percent',
  value: 10,
  min_subtotal: 0,
  valid_from: '2020-01-01',
  valid_until: '2099-12-31',
};

describe('coupons', () => {
  let t: TestContext;
  let admin: string;
  let customer: string;
  let pickup: Record<string, unknown>;
  let delivery: Record<string, unknown>;
  let customers = 0;
  let passwordHash: string | undefined;
  const clock = new FakeClock();

  const as = (token: string | null, options: InjectOptions) =>
    t.app.inject({ ...options, headers: { ...(token ? bearer(token) : {}), ...options.headers } });
  const create = async (payload: object) => {
    const response = await as(admin, { method: 'POST', url: '/api/coupons', payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; code: string };
  };
  let address = 0;
  /** Each check from an address of its own, so that the rate limit stays out of the way. */
  const check = (payload: object, options: { token?: string; language?: string } = {}) =>
    as(options.token ?? null, {
      method: 'POST',
      url: '/api/coupons/check',
      remoteAddress: `10.0.${Math.floor(++address / 250)}.${address % 250}`,
      headers: { 'accept-language': options.language ?? 'en' },
      payload: { store_id: 9, order_type: 2, subtotal: 20, ...payload },
    });
  const order = (token: string, payload: object, language = 'en') =>
    as(token, { method: 'POST', url: '/api/orders', headers: { 'accept-language': language }, payload });
  const newCustomer = async () => {
    const email = `coupon-customer-${++customers}@example.com`;
    const user = await createCustomer(t.database.db, {
      email,
      passwordHash: (passwordHash ??= await hashPassword('coupon-customer-pass')),
      storeId: 9,
      customerName: `Customer ${customers}`,
      phone: '+49 30 1234567',
    });
    await markEmailVerified(t.database.db, user.id);
    return loginAs(t.app, email, 'coupon-customer-pass');
  };

  beforeAll(async () => {
    t = await buildTestApp({ demo: true, clock });
    await openAroundTheClock(t.database.db);
    admin = await loginDemoAdmin(t.app);
    customer = await loginDemoCustomer(t.app);
    ({ pickup, delivery } = await demoOrders(t.database.db));
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(coupons);
  });

  describe('the back office', () => {
    it('adds, lists, changes and deletes a coupon, ended campaigns included', async () => {
      const created = await create(summer);
      const ended = await create({ ...summer, code: 'winter', valid_from: null, valid_until: '2021-01-31' });
      const listed = await as(admin, { method: 'GET', url: '/api/coupons' });
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toEqual([
        {
          id: created.id,
          store_id: 9,
          code: 'Summer 10',
          kind: 'percent',
          value: 10,
          min_subtotal: 0,
          valid_from: '2020-01-01',
          valid_until: '2099-12-31',
          max_redemptions: null,
          max_per_customer: null,
          first_order_only: false,
          order_type: null,
          active: true,
          redemptions: 0,
          given_away: 0,
          created_at: expect.any(String),
        },
        expect.objectContaining({ id: ended.id, code: 'winter', valid_until: '2021-01-31' }),
      ]);
      const changed = await as(admin, {
        method: 'PUT',
        url: `/api/coupons/${created.id}`,
        payload: { ...summer, kind: 'fixed', value: 2.5, max_redemptions: 5, order_type: 1 },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().data).toMatchObject({
        kind: 'fixed',
        value: 2.5,
        max_redemptions: 5,
        order_type: 1,
      });
      const one = await as(admin, { method: 'GET', url: `/api/coupons/${created.id}` });
      expect(one.json()).toMatchObject({ code: 'Summer 10', value: 2.5 });
      expect((await as(admin, { method: 'DELETE', url: `/api/coupons/${created.id}` })).statusCode).toBe(200);
      expect((await as(admin, { method: 'GET', url: `/api/coupons/${created.id}` })).statusCode).toBe(404);
      expect((await as(admin, { method: 'DELETE', url: `/api/coupons/${created.id}` })).statusCode).toBe(404);
    });

    it('refuses a code the store has in another case or spacing with 422 on the code', async () => {
      await create(summer);
      for (const code of ['SUMMER10', 'summer 10', ' S U M M E R 1 0 ']) {
        const response = await as(admin, {
          method: 'POST',
          url: '/api/coupons',
          payload: { ...summer, code },
        });
        expect(response.statusCode, code).toBe(422);
        expect(response.json()).toMatchObject({
          code: 'coupon_code_taken',
          fields: { code: [expect.any(String)] },
        });
      }
      const rival = await secondStoreAdmin(t);
      const own = await as(rival.token, { method: 'POST', url: '/api/coupons', payload: summer });
      expect(own.statusCode).toBe(201);
    });

    it.each([
      ['a percent over 100', { value: 101 }, 'value'],
      ['a negative percent', { value: -1 }, 'value'],
      ['a negative fixed amount', { kind: 'fixed', value: -1 }, 'value'],
      ['a fixed amount over the minimum subtotal', { kind: 'fixed', value: 20, min_subtotal: 15 }, 'value'],
      ['an unknown kind', { kind: 'gift' }, 'kind'],
      ['a last day before the first', { valid_from: '2030-05-02', valid_until: '2030-05-01' }, 'valid_until'],
      ['a day that does not exist', { valid_until: '2030-02-30' }, 'valid_until'],
      ['no code', { code: '  ' }, 'code'],
      ['a limit of 0', { max_redemptions: 0 }, 'max_redemptions'],
      ['an unknown order type', { order_type: 3 }, 'order_type'],
    ])('refuses %s with 422 naming the field', async (_, change, field) => {
      const response = await as(admin, {
        method: 'POST',
        url: '/api/coupons',
        payload: { ...summer, ...change },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().fields).toHaveProperty(field);
      expect(await t.database.db.select().from(coupons)).toEqual([]);
    });

    it('lets only administrators of the store at its coupons', async () => {
      const { id } = await create(summer);
      for (const route of [
        { method: 'GET', url: '/api/coupons' },
        { method: 'GET', url: `/api/coupons/${id}` },
        { method: 'POST', url: '/api/coupons', payload: summer },
        { method: 'PUT', url: `/api/coupons/${id}`, payload: summer },
        { method: 'DELETE', url: `/api/coupons/${id}` },
      ] as const) {
        expect((await as(null, route)).statusCode).toBe(401);
        expect((await as(customer, route)).statusCode).toBe(403);
      }
      const rival = await secondStoreAdmin(t);
      expect((await as(rival.token, { method: 'GET', url: `/api/coupons/${id}` })).statusCode).toBe(404);
      expect((await as(rival.token, { method: 'DELETE', url: `/api/coupons/${id}` })).statusCode).toBe(404);
      expect((await as(rival.token, { method: 'GET', url: '/api/coupons' })).json()).toEqual([]);
    });
  });

  describe('POST /api/coupons/check', () => {
    it("answers what a code saves after the store's discount, whatever its case and spaces", async () => {
      await create(summer);
      // The demo store takes 10 % off pickups: 10 % of the £18.00 left is £1.80.
      const response = await check({ code: 'summer10', subtotal: 20 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ valid: true, code: 'Summer 10', kind: 'percent', saving: 1.8 });
      await create({ code: 'BIG', kind: 'fixed', value: 50 });
      expect((await check({ code: 'big', subtotal: 20 })).json()).toMatchObject({ saving: 18 });
      await create({ code: 'FREESHIP', kind: 'free_delivery' });
      const fee = await check({
        code: 'freeship',
        order_type: 1,
        delivery_postcode_id: delivery.delivery_postcode_id,
        subtotal: 10,
      });
      expect(fee.json()).toMatchObject({ valid: true, kind: 'free_delivery' });
      expect(fee.json().saving).toBeGreaterThan(0);
    });

    const refusals: [string, object, object, string, string][] = [
      ['an unknown code', {}, { code: 'NOPE' }, 'Unknown code', 'Unbekannter Code'],
      [
        'an inactive code',
        { active: false },
        {},
        'This code is no longer valid',
        'Dieser Code gilt nicht mehr',
      ],
      [
        'an ended campaign',
        { valid_from: null, valid_until: '2021-01-31' },
        {},
        'This code has expired',
        'Dieser Code ist abgelaufen',
      ],
      [
        'a campaign still to start',
        { valid_from: '2098-12-01', valid_until: null },
        {},
        'This code starts on 1 December',
        'Dieser Code gilt ab dem 1. Dezember',
      ],
      ['a subtotal under the minimum', { min_subtotal: 15 }, { subtotal: 12 }, 'Orders from £15.00 only', ''],
      [
        'a delivery with a pickup code',
        { order_type: 2 },
        { order_type: 1 },
        'For pickup orders only',
        'Nur für Abholungen',
      ],
      [
        'a pickup with a delivery code',
        { order_type: 1 },
        {},
        'For delivery orders only',
        'Nur für Lieferungen',
      ],
      [
        'a pickup with free delivery',
        { kind: 'free_delivery', value: 0 },
        {},
        'For delivery orders only',
        'Nur für Lieferungen',
      ],
    ];

    it.each(refusals)(
      'says why not for %s, in the reader’s language',
      async (_, terms, asked, english, german) => {
        await create({ ...summer, ...terms });
        const en = await check({ code: 'SUMMER10', ...asked });
        expect(en.statusCode).toBe(200);
        expect(en.json()).toEqual({
          valid: false,
          reason: expect.stringMatching(/^coupon_/),
          detail: english,
        });
        const de = await check({ code: 'SUMMER10', ...asked }, { language: 'de' });
        expect(de.json().reason).toBe(en.json().reason);
        if (german) expect(de.json().detail).toBe(german);
        else expect(de.json().detail).toMatch(/^Nur für Bestellungen ab 15,00\s£$/);
      },
    );

    it('says "already used" and "first order only" to a customer who has', async () => {
      await create({ ...summer, max_per_customer: 1 });
      await create({ ...summer, code: 'WELCOME', first_order_only: true });
      const fresh = await newCustomer();
      expect((await check({ code: 'welcome' }, { token: fresh })).json().valid).toBe(true);
      const placed = await order(fresh, { ...pickup, coupon_code: 'summer 10' });
      expect(placed.statusCode, placed.body).toBe(201);
      const used = await check({ code: 'summer10' }, { token: fresh });
      expect(used.json()).toEqual({
        valid: false,
        reason: 'coupon_already_used',
        detail: 'You have already used this code',
      });
      expect((await check({ code: 'summer10' }, { token: fresh, language: 'de' })).json().detail).toBe(
        'Du hast diesen Code schon verwendet',
      );
      expect((await check({ code: 'welcome' }, { token: fresh })).json()).toMatchObject({
        reason: 'coupon_first_order_only',
        detail: 'For your first order only',
      });
      expect((await check({ code: 'welcome' }, { token: fresh, language: 'de' })).json().detail).toBe(
        'Nur für deine erste Bestellung',
      );
      // The order refuses them the same way.
      const again = await order(fresh, { ...pickup, coupon_code: 'SUMMER10' });
      expect(again.statusCode).toBe(422);
      expect(again.json()).toMatchObject({
        code: 'coupon_already_used',
        detail: 'You have already used this code',
        fields: { coupon_code: ['You have already used this code'] },
      });
      const first = await order(fresh, { ...pickup, coupon_code: 'welcome' }, 'de');
      expect(first.json()).toMatchObject({
        code: 'coupon_first_order_only',
        detail: 'Nur für deine erste Bestellung',
      });
    });

    it('answers 429 to an address guessing codes', async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= CHECKS_PER_ADDRESS; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/coupons/check',
          remoteAddress: '10.99.0.1',
          payload: { store_id: 9, order_type: 2, subtotal: 20, code: `GUESS${i}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, CHECKS_PER_ADDRESS).every((status) => status === 200)).toBe(true);
      expect(statuses[CHECKS_PER_ADDRESS]).toBe(429);
    });

    it('answers 422 for a bad request and 404 for an unknown store', async () => {
      expect((await check({ subtotal: -1, code: 'X' })).statusCode).toBe(422);
      expect((await check({ code: 'X', order_type: 3 })).statusCode).toBe(422);
      expect((await check({ code: 'X', store_id: 5000 })).statusCode).toBe(404);
    });
  });

  describe('orders with a coupon', () => {
    it("takes the saving off after the store's discount, and keeps the code and saving on the order", async () => {
      await create(summer);
      const plain = await order(customer, pickup);
      const placed = await order(customer, { ...pickup, coupon_code: 'summer10' });
      expect(placed.statusCode, placed.body).toBe(201);
      const without = plain.json().data;
      const data = placed.json().data;
      const goods = without.subtotal - without.discount;
      const saving = Math.round(goods * 10) / 100;
      expect(data.coupon).toEqual({ code: 'Summer 10', saving });
      expect(data.discount).toBe(without.discount);
      expect(data.total).toBeCloseTo(without.total - saving, 2);
      expect(data.payment.amount).toBe(data.total);
      const vat = data.vat.reduce((sum: number, part: { gross: number }) => sum + part.gross, 0);
      expect(vat).toBeCloseTo(data.total, 2);
      expect(without.coupon).toBeNull();
      const read = await as(customer, { method: 'GET', url: `/api/orders/${data.id}` });
      expect(read.json().coupon).toEqual({ code: 'Summer 10', saving });
      const listed = (await as(admin, { method: 'GET', url: '/api/coupons' })).json();
      expect(listed[0]).toMatchObject({ redemptions: 1, given_away: saving });
    });

    it('waives the delivery fee with a free-delivery code', async () => {
      await create({ code: 'FREESHIP', kind: 'free_delivery' });
      const plain = (await order(customer, delivery)).json().data;
      const data = (await order(customer, { ...delivery, coupon_code: 'freeship' })).json().data;
      expect(plain.delivery_fee).toBeGreaterThan(0);
      expect(data.delivery_fee).toBe(0);
      expect(data.coupon).toEqual({ code: 'FREESHIP', saving: plain.delivery_fee });
      expect(data.total).toBeCloseTo(plain.total - plain.delivery_fee, 2);
    });

    it('refuses an unknown code with 422 on coupon_code, and takes the order without it', async () => {
      const refused = await order(customer, { ...pickup, coupon_code: 'NOPE' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'coupon_unknown', detail: 'Unknown code' });
      expect((await order(customer, { ...pickup, coupon_code: '' })).statusCode).toBe(201);
    });

    // Twenty logins take their time on a busy machine.
    it('gives exactly 5 of 20 customers ordering at once the saving of a code with 5 redemptions', async () => {
      const { id } = await create({ ...summer, max_redemptions: 5 });
      const tokens: string[] = [];
      for (let i = 0; i < 20; i++) tokens.push(await newCustomer());
      const answers = await Promise.all(
        tokens.map((token) => order(token, { ...pickup, coupon_code: 'SUMMER10' })),
      );
      const placed = answers.filter((response) => response.statusCode === 201);
      const refused = answers.filter((response) => response.statusCode !== 201);
      expect(placed).toHaveLength(5);
      expect(refused).toHaveLength(15);
      for (const response of refused) {
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({
          code: 'coupon_used_up',
          detail: 'This code has been used up',
        });
      }
      for (const response of placed) expect(response.json().data.coupon).toMatchObject({ code: 'Summer 10' });
      const redemptions = await t.database.db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, id));
      expect(redemptions).toHaveLength(5);
      // They can order without it.
      expect((await order(tokens[19]!, pickup)).statusCode).toBe(201);
    }, 120_000);

    it('gives the redemption back when the order is rejected or cancelled', async () => {
      const { id } = await create({ ...summer, max_redemptions: 1, max_per_customer: 1 });
      const first = await newCustomer();
      const second = await newCustomer();
      const placed = await order(first, { ...pickup, coupon_code: 'summer10' });
      expect(placed.statusCode).toBe(201);
      expect((await order(second, { ...pickup, coupon_code: 'summer10' })).json().code).toBe(
        'coupon_used_up',
      );
      const rejected = await as(admin, {
        method: 'PATCH',
        url: `/api/orders/${placed.json().data.id}`,
        payload: { approval_status: 3, reject_reason: 'Too busy' },
      });
      expect(rejected.statusCode).toBe(200);
      expect(rejected.json().data.coupon).toMatchObject({ code: 'Summer 10' });
      const [listed] = (await as(admin, { method: 'GET', url: '/api/coupons' })).json();
      expect(listed).toMatchObject({ id, redemptions: 0, given_away: 0 });
      const again = await order(second, { ...pickup, coupon_code: 'summer10' });
      expect(again.statusCode).toBe(201);
      const cancelled = await as(second, {
        method: 'POST',
        url: `/api/orders/${again.json().data.id}/cancel`,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      // The first customer's own use was given back too.
      expect((await order(first, { ...pickup, coupon_code: 'summer10' })).statusCode).toBe(201);
      const live = await t.database.db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, id));
      expect(live.filter((row) => row.releasedAt === null)).toHaveLength(1);
      const kept = await t.database.db.select().from(orders).where(eq(orders.id, placed.json().data.id));
      expect(kept[0]).toMatchObject({ couponCode: 'Summer 10' });
    });

    it('gives the redemption back when nobody answers the order in time', async () => {
      const { id } = await create({ ...summer, max_redemptions: 1 });
      const placed = await order(await newCustomer(), { ...pickup, coupon_code: 'summer10' });
      expect(placed.statusCode).toBe(201);
      const [before] = (await as(admin, { method: 'GET', url: '/api/coupons' })).json();
      expect(before).toMatchObject({ id, redemptions: 1 });
      clock.advance(60 * MINUTE);
      await t.app.orderDeadlines.idle();
      const [row] = await t.database.db.select().from(orders).where(eq(orders.id, placed.json().data.id));
      expect(row).toMatchObject({ approvalStatus: 3, timedOut: true });
      const [after] = (await as(admin, { method: 'GET', url: '/api/coupons' })).json();
      expect(after).toMatchObject({ id, redemptions: 0, given_away: 0 });
      // Missed orders may have paused the store by now; the code is free again all the same.
      expect((await check({ code: 'summer10' }, { token: await newCustomer() })).json().valid).toBe(true);
    });
  });
});
