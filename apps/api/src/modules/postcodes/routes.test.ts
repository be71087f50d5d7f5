import { and, asc, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryPostcodes, orders } from '../../db/schema/index.ts';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  loginDemoCustomer,
  secondStoreAdmin,
  type TestContext,
} from '../../../test/helpers.ts';

const newArea = { postcode: '10999', delivery_fee: 2.5 };
const noThresholds = { min_order: null, free_delivery_over: null };

describe('delivery postcodes', () => {
  let t: TestContext;
  let admin: string;
  let customer: string;

  const rowsOf = (storeId: number) =>
    t.database.db
      .select()
      .from(deliveryPostcodes)
      .where(eq(deliveryPostcodes.storeId, storeId))
      .orderBy(asc(deliveryPostcodes.id));
  const rowOf = async (postcode: string) => {
    const [row] = await t.database.db
      .select()
      .from(deliveryPostcodes)
      .where(and(eq(deliveryPostcodes.storeId, 9), eq(deliveryPostcodes.postcode, postcode)));
    if (!row) throw new Error(`store 9 does not deliver to ${postcode}`);
    return row;
  };
  const as = (token: string | null, options: InjectOptions) =>
    t.app.inject({ ...options, headers: token ? bearer(token) : {} });

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    admin = await loginDemoAdmin(t.app);
    customer = await loginDemoCustomer(t.app);
  });
  afterAll(() => t.close());

  describe('GET /api/postcodes/store/:id', () => {
    it("lists the store's postcodes with decimal fees, by postcode, to anyone", async () => {
      const response = await as(null, { method: 'GET', url: '/api/postcodes/store/9' });
      expect(response.statusCode).toBe(200);
      const list = response.json();
      expect(list).toHaveLength(9);
      const postcodes = list.map((p: { postcode: string }) => p.postcode);
      expect(postcodes).toEqual([...postcodes].sort());
      const mitte = await rowOf('10115');
      expect(list).toContainEqual({
        id: mitte.id,
        postcode: '10115',
        delivery_fee: 1.5,
        ...noThresholds,
        store_id: 9,
      });
      expect((await as(null, { method: 'GET', url: '/api/postcodes/store/9/' })).statusCode).toBe(200);
    });

    it('answers 404 for an unknown store and 422 for a bad id', async () => {
      const unknown = await as(null, { method: 'GET', url: '/api/postcodes/store/5000' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ detail: 'Store 5000 does not exist', code: 'store_not_found' });
      expect((await as(null, { method: 'GET', url: '/api/postcodes/store/abc' })).statusCode).toBe(422);
    });
  });

  describe('GET /api/postcodes/:id', () => {
    it('answers one postcode of the store', async () => {
      const row = await rowOf('10435');
      const response = await as(admin, { method: 'GET', url: `/api/postcodes/${row.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: row.id,
        postcode: '10435',
        delivery_fee: 2.5,
        ...noThresholds,
        store_id: 9,
      });
    });

    it('answers 404 for an unknown id', async () => {
      const response = await as(admin, { method: 'GET', url: '/api/postcodes/999999' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        detail: 'Postcode 999999 does not exist',
        code: 'postcode_not_found',
      });
    });
  });

  describe('POST /api/postcodes', () => {
    it('adds a postcode and stores its fee in minor units', async () => {
      const response = await as(admin, {
        method: 'POST',
        url: '/api/postcodes/',
        payload: { postcode: ' 10999 ', delivery_fee: 2.5, store_id: 9 },
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({
        msg: 'Postcode added',
        data: { id: expect.any(Number), postcode: '10999', delivery_fee: 2.5, ...noThresholds, store_id: 9 },
      });
      expect(await rowOf('10999')).toMatchObject({ id: body.data.id, deliveryFeeMinor: 250 });
    });

    it('writes a postcode in one spelling', async () => {
      const response = await as(admin, {
        method: 'POST',
        url: '/api/postcodes',
        payload: { postcode: 'sw1a   1aa', delivery_fee: 0 },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().data).toMatchObject({ postcode: 'SW1A 1AA', delivery_fee: 0 });
      expect(await rowOf('SW1A 1AA')).toMatchObject({ deliveryFeeMinor: 0 });
    });

    it('refuses a postcode the store already delivers to with 409', async () => {
      const before = await rowsOf(9);
      const response = await as(admin, {
        method: 'POST',
        url: '/api/postcodes',
        payload: { postcode: '10115', delivery_fee: 9.99 },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        detail: 'The postcode 10115 is already in your delivery area.',
        code: 'postcode_taken',
      });
      expect(await rowsOf(9)).toEqual(before);
    });

    it.each([
      ['a blank postcode', { postcode: '   ' }, 'postcode'],
      ['a postcode with symbols', { postcode: '10115!' }, 'postcode'],
      ['a postcode too long', { postcode: '1234567890123' }, 'postcode'],
      ['a negative fee', { delivery_fee: -1 }, 'delivery_fee'],
      ['a fee with 3 decimals', { delivery_fee: 2.505 }, 'delivery_fee'],
      ['a fee as text', { delivery_fee: '2.50' }, 'delivery_fee'],
      ['no fee', { delivery_fee: undefined }, 'delivery_fee'],
    ])('refuses %s with 422 on add and change', async (_, change, field) => {
      const row = await rowOf('10119');
      const before = await rowsOf(9);
      for (const route of [
        { method: 'POST', url: '/api/postcodes' },
        { method: 'PUT', url: `/api/postcodes/${row.id}` },
      ] as const) {
        const response = await as(admin, {
          ...route,
          payload: { postcode: '12345', delivery_fee: 1, ...change },
        });
        expect(response.statusCode, route.method).toBe(422);
        expect(response.json()).toMatchObject({
          code: 'validation_failed',
          fields: { [field]: expect.any(Array) },
        });
      }
      expect(await rowsOf(9)).toEqual(before);
    });
  });

  describe('PUT /api/postcodes/:id', () => {
    it('changes the postcode and its fee', async () => {
      const row = await rowOf('10999');
      const response = await as(admin, {
        method: 'PUT',
        url: `/api/postcodes/${row.id}`,
        payload: { postcode: '10997', delivery_fee: 3.25, store_id: 9 },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        msg: 'Postcode updated',
        data: { id: row.id, postcode: '10997', delivery_fee: 3.25, ...noThresholds, store_id: 9 },
      });
      expect(await rowOf('10997')).toMatchObject({ id: row.id, deliveryFeeMinor: 325 });
    });

    it('refuses a postcode the store already has with 409', async () => {
      const row = await rowOf('10997');
      const before = await rowsOf(9);
      const response = await as(admin, {
        method: 'PUT',
        url: `/api/postcodes/${row.id}`,
        payload: { postcode: '10115', delivery_fee: 1 },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().detail).toBe('The postcode 10115 is already in your delivery area.');
      expect(await rowsOf(9)).toEqual(before);
    });

    it('answers 404 for an unknown id', async () => {
      const response = await as(admin, { method: 'PUT', url: '/api/postcodes/999999', payload: newArea });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('DELETE /api/postcodes/:id', () => {
    it('removes the postcode; past orders keep their copy of it and its fee', async () => {
      const row = await rowOf('13355');
      const [order] = await t.database.db
        .insert(orders)
        .values({
          storeId: 9,
          number: sql`(select coalesce(max(number), 0) + 1 from orders where store_id = 9)`,
          orderType: 1,
          language: 'en',
          currency: 'GBP',
          subtotalMinor: 2000,
          deliveryFeeMinor: row.deliveryFeeMinor,
          deliveryPostcodeId: row.id,
          deliveryPostcode: row.postcode,
          totalMinor: 2000 + row.deliveryFeeMinor,
        })
        .returning();

      const response = await as(admin, { method: 'DELETE', url: `/api/postcodes/${row.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ msg: 'Postcode deleted' });
      expect((await rowsOf(9)).find((r) => r.id === row.id)).toBeUndefined();

      const [kept] = await t.database.db.select().from(orders).where(eq(orders.id, order!.id));
      expect(kept).toMatchObject({
        deliveryPostcodeId: null,
        deliveryPostcode: '13355',
        deliveryFeeMinor: 350,
        totalMinor: 2350,
      });

      const listed = await as(null, { method: 'GET', url: '/api/postcodes/store/9' });
      expect(listed.json().map((p: { postcode: string }) => p.postcode)).not.toContain('13355');
      expect((await as(admin, { method: 'DELETE', url: `/api/postcodes/${row.id}` })).statusCode).toBe(404);
    });
  });

  describe('who may', () => {
    const routes = (id: number): InjectOptions[] => [
      { method: 'GET', url: `/api/postcodes/${id}` },
      { method: 'POST', url: '/api/postcodes', payload: newArea },
      { method: 'PUT', url: `/api/postcodes/${id}`, payload: newArea },
      { method: 'DELETE', url: `/api/postcodes/${id}` },
    ];

    it('answers 401 without a token and 403 to a customer on every back-office route', async () => {
      const before = await rowsOf(9);
      const { id } = await rowOf('10243');
      for (const route of routes(id)) {
        expect((await as(null, route)).statusCode, `${route.method} ${route.url}`).toBe(401);
        expect((await as(customer, route)).statusCode, `${route.method} ${route.url}`).toBe(403);
      }
      expect(await rowsOf(9)).toEqual(before);
    });

    it("refuses another store's administrator every postcode of store 9, changing nothing", async () => {
      const rival = await secondStoreAdmin(t);
      const before = await rowsOf(9);
      const { id } = await rowOf('10243');
      const attacks: [InjectOptions, number][] = [
        [{ method: 'GET', url: `/api/postcodes/${id}` }, 404],
        [{ method: 'PUT', url: `/api/postcodes/${id}`, payload: newArea }, 404],
        [{ method: 'PUT', url: `/api/postcodes/${id}`, payload: { ...newArea, store_id: 9 } }, 403],
        [{ method: 'DELETE', url: `/api/postcodes/${id}` }, 404],
        [{ method: 'POST', url: '/api/postcodes', payload: { ...newArea, store_id: 9 } }, 403],
      ];
      for (const [route, status] of attacks) {
        expect((await as(rival.token, route)).statusCode, `${route.method} ${route.url}`).toBe(status);
      }
      expect(await rowsOf(9)).toEqual(before);
      expect(await rowsOf(rival.storeId)).toEqual([]);

      // A postcode store 9 delivers to is free in their own store.
      const own = await as(rival.token, {
        method: 'POST',
        url: '/api/postcodes',
        payload: { postcode: '10243', delivery_fee: 1 },
      });
      expect(own.statusCode).toBe(201);
      const listed = await as(null, { method: 'GET', url: `/api/postcodes/store/${rival.storeId}` });
      expect(listed.json()).toEqual([own.json().data]);
      expect(await rowsOf(9)).toEqual(before);
    });
  });
});
