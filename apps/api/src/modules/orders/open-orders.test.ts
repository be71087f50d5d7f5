import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import {
  bearer,
  buildTestApp,
  loginAs,
  loginDemoAdmin,
  loginDemoCustomer,
  type TestContext,
} from '../../../test/helpers.ts';
import { demoOrders, openAroundTheClock } from '../../../test/order-desk.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createCustomer, markEmailVerified } from '../users/service.ts';

/** A second verified customer of the demo store, logged in. */
async function anotherCustomer(t: TestContext) {
  const password = 'another-customer-password';
  const user = await createCustomer(t.database.db, {
    email: 'another@example.com',
    passwordHash: await hashPassword(password),
    storeId: 9,
    customerName: 'Another Customer',
    phone: '+49 30 1234567',
  });
  await markEmailVerified(t.database.db, user.id);
  return loginAs(t.app, 'another@example.com', password);
}

describe("a customer's orders waiting for the store's answer", () => {
  let t: TestContext;
  let admin: string;
  let customer: string;
  let pickup: object;

  const settings = (payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/stores/9/settings', headers: bearer(admin), payload });
  const order = (headers: Record<string, string> = {}, language = 'en', token = customer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...bearer(token), 'accept-language': language, ...headers },
      payload: pickup,
    });
  const answer = (id: number, approval_status: number) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}`,
      headers: bearer(admin),
      payload: { approval_status, reject_reason: approval_status === 3 ? 'Too busy' : undefined },
    });
  const placeWaiting = async (count: number) => {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const response = await order();
      expect(response.statusCode, response.body).toBe(201);
      ids.push(response.json().data.id);
    }
    return ids;
  };
  const waitingIds = async () =>
    (await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.approvalStatus, 1))).map(
      (row) => row.id,
    );

  beforeAll(async () => {
    t = await buildTestApp({ demo: true, keepOpenOrdersLimit: true });
    await openAroundTheClock(t.database.db);
    admin = await loginDemoAdmin(t.app);
    customer = await loginDemoCustomer(t.app);
    pickup = (await demoOrders(t.database.db)).pickup;
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    for (const id of await waitingIds()) await answer(id, 3);
    expect((await settings({ open_orders_per_customer: 3 })).statusCode).toBe(200);
  });

  it('refuses a fourth unanswered order with 429 and how many are waiting, in the reader’s language', async () => {
    await placeWaiting(3);
    const refused = await order();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      detail:
        "You have 3 orders waiting for the restaurant's answer. Please wait until it answers one of them.",
      code: 'too_many_open_orders',
      params: { waiting: 3 },
    });
    const german = await order({}, 'de');
    expect(german.statusCode).toBe(429);
    expect(german.json().detail).toBe(
      'Du hast 3 Bestellungen, die noch auf die Antwort des Restaurants warten. Bitte warte, bis es eine davon beantwortet.',
    );
    expect(await waitingIds()).toHaveLength(3);
  });

  it('takes another order once the store accepts or rejects one', async () => {
    const [first, second] = await placeWaiting(3);
    expect((await order()).statusCode).toBe(429);
    expect((await answer(first!, 2)).statusCode).toBe(200);
    expect((await order()).statusCode).toBe(201);
    expect((await order()).statusCode).toBe(429);
    expect((await answer(second!, 3)).statusCode).toBe(200);
    expect((await order()).statusCode).toBe(201);
  });

  it('takes any number of orders with no limit (null), and counts them all when a limit comes back', async () => {
    expect((await settings({ open_orders_per_customer: null })).statusCode).toBe(200);
    await placeWaiting(6);
    expect((await settings({ open_orders_per_customer: 5 })).statusCode).toBe(200);
    const refused = await order();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().params).toEqual({ waiting: 6 });
  });

  it('answers a retry of an order already placed with that order, even at the limit', async () => {
    const first = await order({ 'idempotency-key': 'limit-retry-1' });
    expect(first.statusCode).toBe(201);
    await placeWaiting(2);
    const retry = await order({ 'idempotency-key': 'limit-retry-1' });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().data.id).toBe(first.json().data.id);
    expect((await order({ 'idempotency-key': 'limit-retry-2' })).statusCode).toBe(429);
  });

  it('holds the limit when one customer places 20 orders at once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => order()));
    const statuses = answers.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(17);
    expect(await waitingIds()).toHaveLength(3);
  });

  it("counts each customer's own orders only", async () => {
    await placeWaiting(3);
    const another = await anotherCustomer(t);
    for (let i = 0; i < 3; i++) expect((await order({}, 'en', another)).statusCode).toBe(201);
    expect((await order({}, 'en', another)).json().params).toEqual({ waiting: 3 });
    expect((await order()).json().params).toEqual({ waiting: 3 });
  });
});

describe("an address's orders", () => {
  let t: TestContext;
  let customer: string;
  let pickup: object;
  const orderFrom = (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(customer),
      payload: pickup,
      remoteAddress,
    });

  beforeAll(async () => {
    t = await buildTestApp({ demo: true, env: { ORDERS_PER_ADDRESS: '2' } });
    await openAroundTheClock(t.database.db);
    const admin = await loginDemoAdmin(t.app);
    await t.app.inject({
      method: 'PUT',
      url: '/api/stores/9/settings',
      headers: bearer(admin),
      payload: { open_orders_per_customer: null },
    });
    customer = await loginDemoCustomer(t.app);
    pickup = (await demoOrders(t.database.db)).pickup;
  });
  afterAll(() => t.close());

  it('refuses an address past its orders per 10 minutes with 429, others still order', async () => {
    expect((await orderFrom('203.0.113.7')).statusCode).toBe(201);
    expect((await orderFrom('203.0.113.7')).statusCode).toBe(201);
    const refused = await orderFrom('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'rate_limited',
      detail: expect.stringMatching(/^Too many/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await orderFrom('203.0.113.8')).statusCode).toBe(201);
  });
});
