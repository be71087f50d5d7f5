import { and, asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discounts } from '../../db/schema/index.ts';
import { createStore } from '../stores/service.ts';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  loginDemoCustomer,
  secondStoreAdmin,
  type TestContext,
} from '../../../test/helpers.ts';

/** The calendar date it is now in a time zone, as YYYY-MM-DD. */
function todayIn(timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .formatToParts(new Date())
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const pickup = { code: 'PICKUP_DISCOUNT', type: 'percentage', value: 15, expires_at: '2031-06-30' };

describe('discounts', () => {
  let t: TestContext;
  let admin: string;
  let customer: string;

  const rowsOf = (storeId: number) =>
    t.database.db.select().from(discounts).where(eq(discounts.storeId, storeId)).orderBy(asc(discounts.id));
  const rowOf = async (code: string) => {
    const [row] = await t.database.db
      .select()
      .from(discounts)
      .where(and(eq(discounts.storeId, 9), eq(discounts.code, code)));
    if (!row) throw new Error(`store 9 has no ${code}`);
    return row;
  };
  const as = (token: string | null, options: InjectOptions) =>
    t.app.inject({ ...options, headers: token ? bearer(token) : {} });
  const codes = (response: { json(): unknown }) => (response.json() as { code: string }[]).map((d) => d.code);

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    admin = await loginDemoAdmin(t.app);
    customer = await loginDemoCustomer(t.app);
  });
  afterAll(() => t.close());

  describe('GET /api/discounts?store_id=', () => {
    it("lists the store's discounts by code", async () => {
      const response = await as(null, { method: 'GET', url: '/api/discounts/?store_id=9' });
      expect(response.statusCode).toBe(200);
      const delivery = await rowOf('DELIVERY_DISCOUNT');
      expect(response.json()).toEqual([
        {
          id: delivery.id,
          code: 'DELIVERY_DISCOUNT',
          type: 'percentage',
          value: 5,
          expires_at: delivery.expiresAt,
          store_id: 9,
        },
        expect.objectContaining({ code: 'PICKUP_DISCOUNT', value: 10 }),
      ]);
      expect((await as(null, { method: 'GET', url: '/api/discounts?store_id=9' })).statusCode).toBe(200);
    });

    it("shows expired discounts to the store's own administrators only", async () => {
      const pickupRow = await rowOf('PICKUP_DISCOUNT');
      const setExpiry = async (expiresAt: string) => {
        const response = await as(admin, {
          method: 'PUT',
          url: `/api/discounts/${pickupRow.id}`,
          payload: { code: 'PICKUP_DISCOUNT', value: pickupRow.value, expires_at: expiresAt },
        });
        expect(response.statusCode).toBe(200);
      };
      await setExpiry('2020-01-31');
      try {
        const url = '/api/discounts?store_id=9';
        expect(codes(await as(null, { method: 'GET', url }))).toEqual(['DELIVERY_DISCOUNT']);
        expect(codes(await as(customer, { method: 'GET', url }))).toEqual(['DELIVERY_DISCOUNT']);
        const rival = await secondStoreAdmin(t);
        expect(codes(await as(rival.token, { method: 'GET', url }))).toEqual(['DELIVERY_DISCOUNT']);
        expect(codes(await as(admin, { method: 'GET', url }))).toEqual([
          'DELIVERY_DISCOUNT',
          'PICKUP_DISCOUNT',
        ]);
      } finally {
        await setExpiry(pickupRow.expiresAt);
      }
      expect(codes(await as(null, { method: 'GET', url: '/api/discounts?store_id=9' }))).toEqual([
        'DELIVERY_DISCOUNT',
        'PICKUP_DISCOUNT',
      ]);
    });

    it("counts the expiry day in the store's own time zone", async () => {
      // UTC−11 and UTC+14 are always on different dates: Pago Pago's today is already over in Kiritimati.
      // New stores, so no cached answer hides the discounts inserted here directly.
      const pagoPagoToday = todayIn('Pacific/Pago_Pago');
      expect(todayIn('Pacific/Kiritimati') > pagoPagoToday).toBe(true);
      const storeIn = async (timezone: string) => {
        const store = await createStore(t.database.db, {
          name: `Kitchen in ${timezone}`,
          address: 'Somewhere 1',
          country: 'Somewhere',
          timezone,
          currency: 'USD',
          locale: 'en-US',
        });
        await t.database.db
          .insert(discounts)
          .values({ storeId: store.id, code: 'DELIVERY_DISCOUNT', value: 10, expiresAt: pagoPagoToday });
        return store.id;
      };
      const pagoPago = await storeIn('Pacific/Pago_Pago');
      const kiritimati = await storeIn('Pacific/Kiritimati');

      const listed = async (storeId: number) =>
        codes(await as(null, { method: 'GET', url: `/api/discounts?store_id=${storeId}` }));
      expect(await listed(pagoPago)).toEqual(['DELIVERY_DISCOUNT']);
      expect(await listed(kiritimati)).toEqual([]);
    });

    it('answers 404 for an unknown store and 422 without a store id', async () => {
      const unknown = await as(null, { method: 'GET', url: '/api/discounts?store_id=5000' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ detail: 'Store 5000 does not exist', code: 'store_not_found' });
      expect((await as(null, { method: 'GET', url: '/api/discounts' })).statusCode).toBe(422);
      expect((await as(null, { method: 'GET', url: '/api/discounts?store_id=abc' })).statusCode).toBe(422);
    });
  });

  describe('GET /api/discounts/:id', () => {
    it('answers one discount of the store', async () => {
      const delivery = await rowOf('DELIVERY_DISCOUNT');
      const response = await as(admin, { method: 'GET', url: `/api/discounts/${delivery.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: delivery.id,
        code: 'DELIVERY_DISCOUNT',
        type: 'percentage',
        value: 5,
        expires_at: delivery.expiresAt,
        store_id: 9,
      });
    });

    it('answers 404 for an unknown id', async () => {
      const response = await as(admin, { method: 'GET', url: '/api/discounts/999999' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        detail: 'Discount 999999 does not exist',
        code: 'discount_not_found',
      });
    });
  });

  describe('DELETE, POST and PUT', () => {
    it('deletes a discount, then adds it again', async () => {
      const old = await rowOf('PICKUP_DISCOUNT');
      const deleted = await as(admin, { method: 'DELETE', url: `/api/discounts/${old.id}` });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ msg: 'Discount deleted' });
      expect((await rowsOf(9)).map((r) => r.code)).toEqual(['DELIVERY_DISCOUNT']);
      expect((await as(admin, { method: 'DELETE', url: `/api/discounts/${old.id}` })).statusCode).toBe(404);

      const created = await as(admin, {
        method: 'POST',
        url: '/api/discounts/',
        payload: { ...pickup, expires_at: '2031-06-30T00:00:00.000Z', store_id: 9 },
      });
      expect(created.statusCode).toBe(201);
      const body = created.json();
      expect(body).toEqual({
        msg: 'Discount saved',
        data: {
          id: expect.any(Number),
          code: 'PICKUP_DISCOUNT',
          type: 'percentage',
          value: 15,
          expires_at: '2031-06-30',
          store_id: 9,
        },
      });
      expect(await rowOf('PICKUP_DISCOUNT')).toMatchObject({
        id: body.data.id,
        type: 'percentage',
        value: 15,
        expiresAt: '2031-06-30',
      });
    });

    it('refuses a second discount with the same code with 409', async () => {
      const before = await rowsOf(9);
      const response = await as(admin, {
        method: 'POST',
        url: '/api/discounts',
        payload: { ...pickup, code: 'DELIVERY_DISCOUNT' },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        detail: 'The store already has a DELIVERY_DISCOUNT; change it instead.',
        code: 'discount_taken',
      });
      expect(await rowsOf(9)).toEqual(before);
    });

    it('lets only one of two simultaneous adds of a code win', async () => {
      const rival = await secondStoreAdmin(t);
      const add = () => as(rival.token, { method: 'POST', url: '/api/discounts', payload: pickup });
      const answers = await Promise.all([add(), add()]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(await rowsOf(rival.storeId)).toHaveLength(1);
    });

    it('changes a discount', async () => {
      const delivery = await rowOf('DELIVERY_DISCOUNT');
      const response = await as(admin, {
        method: 'PUT',
        url: `/api/discounts/${delivery.id}`,
        payload: { code: 'DELIVERY_DISCOUNT', value: 0, expires_at: '2030-12-31', store_id: 9 },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        msg: 'Discount saved',
        data: expect.objectContaining({ id: delivery.id, value: 0, expires_at: '2030-12-31' }),
      });
      expect(await rowOf('DELIVERY_DISCOUNT')).toMatchObject({
        id: delivery.id,
        value: 0,
        expiresAt: '2030-12-31',
      });
    });

    it("refuses to change a discount's code to one the store already has", async () => {
      const delivery = await rowOf('DELIVERY_DISCOUNT');
      const before = await rowsOf(9);
      const response = await as(admin, {
        method: 'PUT',
        url: `/api/discounts/${delivery.id}`,
        payload: pickup,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toBe('The store already has a PICKUP_DISCOUNT; change it instead.');
      expect(await rowsOf(9)).toEqual(before);
    });

    it('answers 404 when changing an unknown discount', async () => {
      const response = await as(admin, { method: 'PUT', url: '/api/discounts/999999', payload: pickup });
      expect(response.statusCode).toBe(404);
    });

    it.each([
      ['a negative value', { value: -1 }, 'value'],
      ['a value over 100', { value: 101 }, 'value'],
      ['a fractional value', { value: 12.5 }, 'value'],
      ['a value as text', { value: 'ten' }, 'value'],
      ['an unknown code', { code: 'FREE_BEER' }, 'code'],
      ['an unknown type', { type: 'fixed' }, 'type'],
      ['a date that is not a date', { expires_at: 'next friday' }, 'expires_at'],
      ['a day that does not exist', { expires_at: '2031-02-30' }, 'expires_at'],
      ['a month that does not exist', { expires_at: '2031-13-01' }, 'expires_at'],
      ['no expiry date', { expires_at: undefined }, 'expires_at'],
    ])('refuses %s with 422 on create and change', async (_, change, field) => {
      const delivery = await rowOf('DELIVERY_DISCOUNT');
      const before = await rowsOf(9);
      const payload = { ...pickup, ...change };
      for (const route of [
        { method: 'POST', url: '/api/discounts' },
        { method: 'PUT', url: `/api/discounts/${delivery.id}` },
      ] as const) {
        const response = await as(admin, { ...route, payload });
        expect(response.statusCode, route.method).toBe(422);
        expect(response.json()).toMatchObject({
          code: 'validation_failed',
          fields: { [field]: expect.any(Array) },
        });
      }
      expect(await rowsOf(9)).toEqual(before);
    });
  });

  describe('who may', () => {
    const routes = (id: number): InjectOptions[] => [
      { method: 'GET', url: `/api/discounts/${id}` },
      { method: 'POST', url: '/api/discounts', payload: pickup },
      { method: 'PUT', url: `/api/discounts/${id}`, payload: pickup },
      { method: 'DELETE', url: `/api/discounts/${id}` },
    ];

    it('answers 401 without a token and 403 to a customer on every back-office route', async () => {
      const before = await rowsOf(9);
      const { id } = await rowOf('DELIVERY_DISCOUNT');
      for (const route of routes(id)) {
        expect((await as(null, route)).statusCode, `${route.method} ${route.url}`).toBe(401);
        expect((await as(customer, route)).statusCode, `${route.method} ${route.url}`).toBe(403);
      }
      expect(await rowsOf(9)).toEqual(before);
    });

    it("refuses another store's administrator every discount of store 9, changing nothing", async () => {
      const rival = await secondStoreAdmin(t);
      const before = await rowsOf(9);
      const { id } = await rowOf('DELIVERY_DISCOUNT');
      const attacks: [InjectOptions, number][] = [
        [{ method: 'GET', url: `/api/discounts/${id}` }, 404],
        [
          { method: 'PUT', url: `/api/discounts/${id}`, payload: { ...pickup, code: 'DELIVERY_DISCOUNT' } },
          404,
        ],
        [{ method: 'PUT', url: `/api/discounts/${id}`, payload: { ...pickup, store_id: 9 } }, 403],
        [{ method: 'DELETE', url: `/api/discounts/${id}` }, 404],
        [{ method: 'POST', url: '/api/discounts', payload: { ...pickup, store_id: 9 } }, 403],
      ];
      for (const [route, status] of attacks) {
        expect((await as(rival.token, route)).statusCode, `${route.method} ${route.url}`).toBe(status);
      }
      expect(await rowsOf(9)).toEqual(before);
      expect(await rowsOf(rival.storeId)).toEqual([]);

      // A code store 9 has is free in their own store.
      const own = await as(rival.token, { method: 'POST', url: '/api/discounts', payload: pickup });
      expect(own.statusCode).toBe(201);
      expect(own.json().data.store_id).toBe(rival.storeId);
      expect(await rowsOf(9)).toEqual(before);
    });
  });
});
