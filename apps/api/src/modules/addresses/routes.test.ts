import { ROLE } from '@food/contract';
import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, users } from '../../db/schema/index.ts';
import { DEMO_LOGINS } from '../../db/seed/demo.ts';
import {
  bearer,
  buildTestApp,
  loginAs,
  loginDemoAdmin,
  loginDemoCustomer,
  type TestContext,
} from '../../../test/helpers.ts';
import { hashPassword } from '../../lib/passwords.ts';

const home = {
  type: 'shipping',
  line1: 'Oranienstraße 25',
  area: 'Kreuzberg',
  city: 'Berlin',
  zip: '10999',
  country: 'Germany',
  phone: '+49 30 1234567',
  customer_name: 'Jonas Weber',
};

describe('customer addresses', () => {
  let t: TestContext;
  let customer: string;
  let customerId: number;
  let other: string;
  let otherId: number;

  const as = (token: string | null, options: InjectOptions) =>
    t.app.inject({ ...options, headers: token ? bearer(token) : {} });
  const addressesOf = (userId: number) =>
    t.database.db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
  const userOf = async (userId: number) => {
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
    return row!;
  };

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    customer = await loginDemoCustomer(t.app);
    const [demo] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_LOGINS.customer.email));
    customerId = demo!.id;
    const [row] = await t.database.db
      .insert(users)
      .values({
        email: 'jonas@example.com',
        passwordHash: await hashPassword('jonas-password'),
        roleId: ROLE.customer,
        storeId: 9,
        emailVerifiedAt: new Date(),
      })
      .returning();
    otherId = row!.id;
    other = await loginAs(t.app, 'jonas@example.com', 'jonas-password');
  });
  afterAll(() => t.close());

  it("lists the caller's own addresses only", async () => {
    const [demo] = await addressesOf(customerId);
    const response = await as(customer, { method: 'GET', url: '/api/addresses/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          id: demo!.id,
          type: 'shipping',
          line1: 'Kastanienallee 12',
          area: 'Prenzlauer Berg',
          city: 'Berlin',
          zip: '10435',
          country: 'Germany',
          phone: '+49 151 23456789',
          customer_name: 'Emma Schneider',
        },
      ],
    });
    const none = await as(other, { method: 'GET', url: '/api/addresses' });
    expect(none.json()).toEqual({ data: [] });
  });

  it("adds an address with the defaults and makes its name and phone the account's", async () => {
    const { type: _type, country: _country, area: _area, ...required } = home;
    const response = await as(other, { method: 'POST', url: '/api/addresses/', payload: required });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      msg: 'Address saved',
      data: { ...home, id: expect.any(Number), area: null },
    });
    expect(await addressesOf(otherId)).toEqual([
      expect.objectContaining({ id: body.data.id, storeId: 9, line1: 'Oranienstraße 25', area: null }),
    ]);
    expect(await userOf(otherId)).toMatchObject({ customerName: 'Jonas Weber', phone: '+49 30 1234567' });

    const listed = await as(other, { method: 'GET', url: '/api/addresses' });
    expect(listed.json()).toEqual({ data: [body.data] });
  });

  it('changes an own address and the name and phone the order desk shows', async () => {
    const [own] = await addressesOf(otherId);
    const change = {
      ...home,
      line1: 'Oranienstraße 26',
      area: '  ',
      phone: '+49 30 7654321',
      customer_name: 'J. Weber',
    };
    const response = await as(other, { method: 'PUT', url: `/api/addresses/${own!.id}`, payload: change });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'Address updated', data: { ...change, id: own!.id, area: null } });
    expect(await addressesOf(otherId)).toEqual([
      expect.objectContaining({ id: own!.id, line1: 'Oranienstraße 26', customerName: 'J. Weber' }),
    ]);
    const me = await as(other, { method: 'GET', url: '/api/users/me' });
    expect(me.json()).toMatchObject({ customer_name: 'J. Weber', phone: '+49 30 7654321' });
  });

  it("answers 404 for another customer's address and changes nothing", async () => {
    const [theirs] = await addressesOf(customerId);
    const before = { address: await addressesOf(customerId), user: await userOf(otherId) };
    const response = await as(other, { method: 'PUT', url: `/api/addresses/${theirs!.id}`, payload: home });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      detail: `Address ${theirs!.id} does not exist`,
      code: 'address_not_found',
    });
    expect(await addressesOf(customerId)).toEqual(before.address);
    expect(await userOf(otherId)).toEqual(before.user);

    const unknown = await as(other, { method: 'PUT', url: '/api/addresses/999999', payload: home });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 401 without a token and 403 to an administrator, changing nothing', async () => {
    const admin = await loginDemoAdmin(t.app);
    const [own] = await addressesOf(customerId);
    const before = await t.database.db.select().from(addresses).orderBy(asc(addresses.id));
    const routes: InjectOptions[] = [
      { method: 'GET', url: '/api/addresses' },
      { method: 'POST', url: '/api/addresses', payload: home },
      { method: 'PUT', url: `/api/addresses/${own!.id}`, payload: home },
    ];
    for (const route of routes) {
      const anonymous = await as(null, route);
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(anonymous.json().code).toBe('unauthorized');
      expect((await as(admin, route)).statusCode, `${route.method} ${route.url}`).toBe(403);
    }
    // Strangers learn nothing about the payload rules either.
    expect((await as(null, { method: 'POST', url: '/api/addresses', payload: {} })).statusCode).toBe(401);
    expect(await t.database.db.select().from(addresses).orderBy(asc(addresses.id))).toEqual(before);
  });

  it.each([
    ['no name', { customer_name: undefined }, 'customer_name'],
    ['a blank house number', { line1: '   ' }, 'line1'],
    ['no city', { city: '' }, 'city'],
    ['a postcode too long', { zip: '1234567890123' }, 'zip'],
    ['a phone with letters', { phone: 'ring twice' }, 'phone'],
    ['an unknown type', { type: 'holiday' }, 'type'],
    ['an area too long', { area: 'x'.repeat(201) }, 'area'],
  ])('refuses %s with 422 on add and change', async (_, change, field) => {
    const [own] = await addressesOf(customerId);
    const before = await t.database.db.select().from(addresses).orderBy(asc(addresses.id));
    for (const route of [
      { method: 'POST', url: '/api/addresses' },
      { method: 'PUT', url: `/api/addresses/${own!.id}` },
    ] as const) {
      const response = await as(customer, { ...route, payload: { ...home, ...change } });
      expect(response.statusCode, route.method).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        fields: { [field]: expect.any(Array) },
      });
    }
    expect(await t.database.db.select().from(addresses).orderBy(asc(addresses.id))).toEqual(before);
  });
});
