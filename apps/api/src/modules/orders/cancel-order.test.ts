import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import {
  bearer,
  buildTestApp,
  loginAs,
  loginDemoAdmin,
  loginDemoCustomer,
  type TestContext,
} from '../../../test/helpers.ts';
import {
  FakeClock,
  demoOrders,
  follow,
  listen,
  openAroundTheClock,
  placeOrder,
} from '../../../test/order-desk.ts';

describe('a customer cancels a pending order (Wednesday 10 June 2026, 12:00 in Berlin)', () => {
  let t: TestContext;
  let admin: string;
  let customer: string;
  let payloads: Awaited<ReturnType<typeof demoOrders>>;

  const cancel = (token: string, id: number, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/cancel`,
      headers: { ...bearer(token), ...headers },
    });
  const accept = (id: number) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}`,
      headers: bearer(admin),
      payload: { approval_status: 2 },
    });

  async function anotherCustomer() {
    const email = `stranger-${randomBytes(3).toString('hex')}@example.com`;
    await t.database.db.insert(users).values({
      email,
      passwordHash: await hashPassword('hungry-customer'),
      roleId: 2,
      storeId: 9,
      customerName: 'Stranger',
      phone: '+49 30 1234567',
      emailVerifiedAt: new Date(),
    });
    return loginAs(t.app, email, 'hungry-customer');
  }

  beforeAll(async () => {
    t = await buildTestApp({ demo: true, clock: new FakeClock(new Date('2026-06-10T10:00:00Z')) });
    await openAroundTheClock(t.database.db);
    admin = await loginDemoAdmin(t.app);
    customer = await loginDemoCustomer(t.app);
    payloads = await demoOrders(t.database.db);
  });
  afterAll(() => t.close());

  it('cancels a pending order once, and the restaurant can no longer accept it', async () => {
    const id = await placeOrder(t.app, customer, payloads.pickup);
    const cancelled = await cancel(customer, id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      msg: 'Order cancelled',
      data: { id, approval_status: 4, fulfilment_status: null },
    });
    const read = await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(customer) });
    expect(read.json().approval_status).toBe(4);
    const desk = async (filter: string) => {
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/orders/desk?filter=${filter}&page_size=100`,
        headers: bearer(admin),
      });
      expect(page.statusCode, page.body).toBe(200);
      return (page.json() as { data: { id: number; approval_status: number }[] }).data.map((o) => o.id);
    };
    // The desk finds it under its own filter, and among neither the pending nor the rejected orders.
    expect(await desk('cancelled')).toEqual([id]);
    expect(await desk('pending')).not.toContain(id);
    expect(await desk('rejected')).not.toContain(id);

    const again = await cancel(customer, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'The customer cancelled this order.', code: 'order_cancelled' });
    const inGerman = await cancel(customer, id, { 'accept-language': 'de' });
    expect(inGerman.json()).toEqual({
      detail: 'Der Kunde hat diese Bestellung storniert.',
      code: 'order_cancelled',
    });

    const accepted = await accept(id);
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json()).toMatchObject({ code: 'order_cancelled' });
    const step = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${id}/fulfilment`,
      headers: bearer(admin),
      payload: { status: 'preparing' },
    });
    expect(step.statusCode).toBe(409);
    expect(step.json()).toMatchObject({ code: 'order_cancelled' });
  });

  it('refuses to cancel an order the restaurant has answered', async () => {
    const id = await placeOrder(t.app, customer, payloads.pickup);
    expect((await accept(id)).statusCode).toBe(200);
    const late = await cancel(customer, id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      detail: 'This order has already been answered.',
      code: 'order_already_answered',
    });
  });

  it("answers 404 for another customer's order, and refuses the store's administrator", async () => {
    const id = await placeOrder(t.app, customer, payloads.pickup);
    const stranger = await cancel(await anotherCustomer(), id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'order_not_found' });
    expect((await cancel(customer, 999_999)).statusCode).toBe(404);
    expect((await cancel(admin, id)).statusCode).toBe(403);
    expect((await cancel(customer, id)).statusCode).toBe(200);
  });

  it("tells the store's desks, whose pending count drops", async () => {
    const port = await listen(t.app);
    const desk = await follow(port, admin, 9);
    try {
      const id = await placeOrder(t.app, customer, payloads.pickup);
      await expect.poll(() => desk.heard).toHaveLength(1);
      const pendingBefore = (
        await t.app.inject({ method: 'GET', url: '/api/orders/desk', headers: bearer(admin) })
      ).json().pending_count;
      expect((await cancel(customer, id)).statusCode).toBe(200);
      await expect
        .poll(() => desk.heard)
        .toContainEqual({
          event: 'order_updated',
          payload: {
            order_id: id,
            approval_status: 4,
            ready_at: null,
            reject_reason_code: null,
            reject_reason: null,
            fulfilment_status: null,
          },
        });
      const desks = await t.app.inject({ method: 'GET', url: '/api/orders/desk', headers: bearer(admin) });
      expect(desks.json().pending_count).toBe(pendingBefore - 1);
    } finally {
      desk.socket.close();
    }
  });

  it("frees the order's place in its slot", async () => {
    const settings = (capacity: number | null) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/stores/9/settings',
        headers: bearer(admin),
        payload: { capacity_per_slot: { pickup: capacity, delivery: null } },
      });
    expect((await settings(1)).statusCode).toBe(200);
    const slot = '2026-06-10T17:00:00.000Z';
    const ahead = { ...payloads.pickup, scheduled_for: slot };
    const available = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/stores/9/slots?order_type=2&date=2026-06-10' }))
        .json()
        .data.find((each: { start: string }) => each.start === slot).available;

    const id = await placeOrder(t.app, customer, ahead);
    expect(await available()).toBe(false);
    const full = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(customer),
      payload: ahead,
    });
    expect(full.json()).toMatchObject({ code: 'slot_full' });

    expect((await cancel(customer, id)).statusCode).toBe(200);
    expect(await available()).toBe(true);
    await placeOrder(t.app, customer, ahead);
    expect((await settings(null)).statusCode).toBe(200);
  });
});
