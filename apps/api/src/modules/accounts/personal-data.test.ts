import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, authTokens, orders, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { bearer, buildTestApp, loginAs, loginDemoAdmin, type TestContext } from '../../../test/helpers.ts';
import { FakeClock, demoOrders, openAroundTheClock, placeOrder } from '../../../test/order-desk.ts';

const PASSWORD = 'hungry-and-private';

describe("the customer's own data: download and delete (GDPR Art. 15, 17, 20)", () => {
  let t: TestContext;
  let admin: string;
  let payloads: Awaited<ReturnType<typeof demoOrders>>;
  let next = 0;

  /** A verified customer of the demo store with an address, logged in. */
  async function customer() {
    next += 1;
    const email = `private-${next}@example.com`;
    const [user] = await t.database.db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(PASSWORD),
        roleId: 2,
        storeId: 9,
        customerName: `Private Person ${next}`,
        phone: '+49 30 5550100',
        emailVerifiedAt: new Date(),
      })
      .returning();
    const token = await loginAs(t.app, email, PASSWORD);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: bearer(token),
      payload: {
        line1: 'Kastanienallee 12',
        city: 'Berlin',
        zip: '10435',
        phone: '+49 151 2345678',
        customer_name: `Private Person ${next}`,
        store_id: 9,
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    return { id: user!.id, email, token };
  }

  const call = (method: 'GET' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const answer = (id: number, approval_status: 2 | 3) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}`,
      headers: bearer(admin),
      payload: { approval_status, ...(approval_status === 3 ? { reject_reason: 'Closing early' } : {}) },
    });

  beforeAll(async () => {
    t = await buildTestApp({ demo: true, clock: new FakeClock(new Date('2026-06-10T10:00:00Z')) });
    await openAroundTheClock(t.database.db);
    admin = await loginDemoAdmin(t.app);
    payloads = await demoOrders(t.database.db);
  });
  afterAll(() => t.close());

  it('downloads everything kept about the customer as a JSON file, and only theirs', async () => {
    const me = await customer();
    const other = await customer();
    const mine = await placeOrder(t.app, me.token, payloads.pickup);
    await placeOrder(t.app, other.token, payloads.pickup);

    const response = await call('GET', '/api/users/me/export', me.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="my-data-2026-06-10.json"');
    const data = response.json();
    expect(data.profile).toMatchObject({ email: me.email, name: 'Private Person 1' });
    expect(data.profile.phone).toMatch(/^\+49 /);
    expect(data.addresses).toHaveLength(1);
    expect(data.addresses[0]).toMatchObject({ line1: 'Kastanienallee 12', zip: '10435' });
    expect(data.orders.map((order: { id: number }) => order.id)).toEqual([mine]);
    expect(data.orders[0].items.length).toBeGreaterThan(0);
    expect(data.consents).toEqual([
      {
        kind: 'terms_and_privacy_policy',
        given_at: data.orders[0].created_at,
        store: 'Gasthaus Zur Linde',
        order_number: data.orders[0].number,
      },
    ]);
    expect(JSON.stringify(data)).not.toContain(other.email);
  });

  it('refuses a wrong password and changes nothing', async () => {
    const me = await customer();
    const refused = await call('DELETE', '/api/users/me', me.token, { password: 'not-my-password' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'password_wrong', detail: 'That is not your password' });
    expect((await call('GET', '/api/users/me', me.token)).statusCode).toBe(200);
  });

  it('waits until an order under way is done', async () => {
    const me = await customer();
    const id = await placeOrder(t.app, me.token, payloads.pickup);
    const refused = await call('DELETE', '/api/users/me', me.token, { password: PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('account_has_open_orders');
    await answer(id, 3);
    expect((await call('DELETE', '/api/users/me', me.token, { password: PASSWORD })).statusCode).toBe(200);
  });

  it('deletes the account: sessions end, addresses go, the orders stay as placed without name, phone or address', async () => {
    const me = await customer();
    const second = await loginAs(t.app, me.email, PASSWORD);
    const id = await placeOrder(t.app, me.token, payloads.delivery);
    await answer(id, 3);
    const [before] = await t.database.db.select().from(orders).where(eq(orders.id, id));

    const deleted = await call('DELETE', '/api/users/me', me.token, { password: PASSWORD });
    expect(deleted.statusCode, deleted.body).toBe(200);

    for (const token of [me.token, second]) {
      expect((await call('GET', '/api/users/me', token)).statusCode).toBe(401);
    }
    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, me.id))).toEqual([]);
    expect((await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, me.id)))[0]!.n).toBe(
      0,
    );
    expect((await db.select({ n: count() }).from(authTokens).where(eq(authTokens.userId, me.id)))[0]!.n).toBe(
      0,
    );
    const [after] = await db.select().from(orders).where(eq(orders.id, id));
    expect(after).toMatchObject({
      userId: null,
      customerName: '',
      phone: '',
      addressLine1: null,
      addressCity: null,
      addressZip: null,
      subtotalMinor: before!.subtotalMinor,
      totalMinor: before!.totalMinor,
      deliveryFeeMinor: before!.deliveryFeeMinor,
      number: before!.number,
    });
    const desk = await call('GET', `/api/orders/${id}`, admin);
    expect(desk.json()).toMatchObject({ user_id: null, customer_name: '', phone: '', address: null });
  });

  it('lets the e-mail register again', async () => {
    const me = await customer();
    await call('DELETE', '/api/users/me', me.token, { password: PASSWORD });
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register/customer',
      payload: {
        username: me.email,
        password: 'a-fresh-start',
        url: 'https://food.example/login',
        address: {
          line1: 'Kastanienallee 12',
          city: 'Berlin',
          zip: '10435',
          phone: '+49 151 2345678',
          customer_name: 'Back Again',
        },
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, me.email));
    expect(row).toMatchObject({ customerName: 'Back Again', emailVerifiedAt: null });
    expect(row!.id).not.toBe(me.id);
  });

  it("is the customer's own: an administrator's account is closed by the operator", async () => {
    const refused = await call('DELETE', '/api/users/me', admin, { password: 'admin12345' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('account_closed_by_operator');
  });
});
