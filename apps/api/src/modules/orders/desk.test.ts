import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import {
  bearer,
  buildTestApp,
  loginAs,
  loginDemoAdmin,
  loginDemoCustomer,
  secondStoreAdmin,
  type TestContext,
} from '../../../test/helpers.ts';
import {
  MINUTE,
  demoOrders,
  follow,
  listen,
  openAroundTheClock,
  placeOrder,
} from '../../../test/order-desk.ts';
import { createAdmin } from '../users/service.ts';

type Payloads = Awaited<ReturnType<typeof demoOrders>>;

describe('the order desk', () => {
  let t: TestContext;
  let port: number;
  let admin: string;
  let customer: string;
  let rival: { storeId: number; token: string };
  let payloads: Payloads;
  const sockets: { close(): void }[] = [];

  const db = () => t.database.db;
  const request = (method: 'GET' | 'PATCH' | 'POST', url: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });
  const answer = (token: string, id: number, payload: object) =>
    request('PATCH', `/api/orders/${id}`, token, payload);
  const step = (token: string, id: number, status: string) =>
    request('POST', `/api/orders/${id}/fulfilment`, token, { status });
  const row = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const pickup = () => placeOrder(t.app, customer, payloads.pickup);

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    port = await listen(t.app);
    await openAroundTheClock(db());
    payloads = await demoOrders(db());
    admin = await loginDemoAdmin(t.app);
    customer = await loginDemoCustomer(t.app);
    rival = await secondStoreAdmin(t);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  describe('answering', () => {
    it('accepts with a ready time in minutes: stored, shown to the customer and sent on the socket', async () => {
      const listener = await follow(port, customer);
      sockets.push(listener.socket);
      const id = await pickup();
      const before = Date.now();
      const response = await answer(admin, id, { approval_status: 2, ready_in_minutes: 30 });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data).toMatchObject({ id, approval_status: 2, reject_reason: null, fulfilment_status: null });
      const readyIn = Date.parse(data.ready_at) - before;
      expect(readyIn).toBeGreaterThanOrEqual(30 * MINUTE - 1_000);
      expect(readyIn).toBeLessThan(30 * MINUTE + 5_000);

      expect((await row(id)).readyAt?.toISOString()).toBe(data.ready_at);
      const seen = await request('GET', `/api/orders/${id}`, customer);
      expect(seen.json()).toMatchObject({ approval_status: 2, ready_at: data.ready_at, reject_reason: null });
      await expect
        .poll(() => listener.heard)
        .toEqual([
          {
            event: 'order_updated',
            payload: {
              order_id: id,
              approval_status: 2,
              ready_at: data.ready_at,
              reject_reason_code: null,
              reject_reason: null,
              fulfilment_status: null,
            },
          },
        ]);
    });

    it('accepts with a ready time of the clock, and with none (in 20 minutes)', async () => {
      const at = new Date(Date.now() + 45 * MINUTE);
      at.setUTCSeconds(0, 0);
      const first = await pickup();
      const response = await answer(admin, first, { approval_status: 2, ready_at: at.toISOString() });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.ready_at).toBe(at.toISOString());

      const second = await pickup();
      const before = Date.now();
      const plain = await answer(admin, second, { approval_status: 2 });
      const readyIn = Date.parse(plain.json().data.ready_at) - before;
      expect(Math.abs(readyIn - 20 * MINUTE)).toBeLessThan(5_000);
    });

    it('rejects with a reason: stored, shown to the customer and sent on the socket', async () => {
      const listener = await follow(port, customer);
      sockets.push(listener.socket);
      const id = await pickup();
      const response = await answer(admin, id, { approval_status: 3, reject_reason: '  Out of pretzels ' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        msg: 'Order rejected',
        data: { approval_status: 3, reject_reason: 'Out of pretzels', ready_at: null },
      });
      expect(await row(id)).toMatchObject({
        approvalStatus: 3,
        rejectReason: 'Out of pretzels',
        readyAt: null,
      });
      const seen = await request('GET', `/api/orders/${id}`, customer);
      expect(seen.json()).toMatchObject({ approval_status: 3, reject_reason: 'Out of pretzels' });
      await expect
        .poll(() => listener.heard)
        .toEqual([
          {
            event: 'order_updated',
            payload: {
              order_id: id,
              approval_status: 3,
              ready_at: null,
              reject_reason_code: null,
              reject_reason: 'Out of pretzels',
              fulfilment_status: null,
            },
          },
        ]);
    });

    it('refuses an answer without what it needs (422), and the order stays pending', async () => {
      const id = await pickup();
      const cases: [object, Record<string, string[]>][] = [
        [{ approval_status: 3 }, { reject_reason: ['Give a reason for the rejection'] }],
        [
          { approval_status: 3, reject_reason: '   ' },
          { reject_reason: ['Give a reason for the rejection'] },
        ],
        [
          { approval_status: 3, reject_reason: 'x'.repeat(301) },
          { reject_reason: ['At most 300 characters'] },
        ],
        [{ approval_status: 2, ready_in_minutes: 4 }, { ready_in_minutes: ['Choose 5 to 240 minutes'] }],
        [{ approval_status: 2, ready_in_minutes: 241 }, { ready_in_minutes: ['Choose 5 to 240 minutes'] }],
        [
          { approval_status: 2, ready_in_minutes: 15, ready_at: new Date(Date.now() + MINUTE).toISOString() },
          { ready_at: ['Give either the minutes or the time, not both'] },
        ],
        [
          { approval_status: 2, ready_at: new Date(Date.now() - MINUTE).toISOString() },
          { ready_at: ['Choose a time in the future'] },
        ],
        [
          { approval_status: 2, ready_at: 'half past six' },
          { ready_at: [expect.stringContaining('ISO time')] },
        ],
      ];
      for (const [payload, fields] of cases) {
        const response = await answer(admin, id, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(422);
        expect(response.json().fields).toEqual(fields);
      }
      expect(await row(id)).toMatchObject({ approvalStatus: 1, answeredAt: null, readyAt: null });
    });

    it('takes one of two administrators answering at the same moment; the other is told it was answered', async () => {
      const email = `second-admin-${Date.now()}@example.com`;
      await createAdmin(db(), { storeId: 9, email, password: 'second-admin-1', name: 'Second' });
      const colleague = await loginAs(t.app, email, 'second-admin-1');
      for (let round = 0; round < 5; round++) {
        const id = await pickup();
        const responses = await Promise.all([
          answer(admin, id, { approval_status: 2, ready_in_minutes: 15 }),
          answer(colleague, id, { approval_status: 3, reject_reason: 'Too busy' }),
        ]);
        expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
        const refused = responses.find((r) => r.statusCode === 409)!;
        expect(refused.json()).toMatchObject({
          detail: 'This order has already been answered.',
          code: 'order_already_answered',
        });
        const winner = responses.find((r) => r.statusCode === 200)!.json().data;
        expect((await row(id)).approvalStatus).toBe(winner.approval_status);
      }
    });
  });

  describe('fulfilment steps', () => {
    const accepted = async (payload: object) => {
      const id = await placeOrder(t.app, customer, payload);
      expect((await answer(admin, id, { approval_status: 2 })).statusCode).toBe(200);
      return id;
    };

    it('walks a pickup through preparing → ready → completed, told to the customer', async () => {
      const listener = await follow(port, customer);
      sockets.push(listener.socket);
      const id = await accepted(payloads.pickup);
      for (const [status, msg] of [
        ['preparing', 'Order is preparing'],
        ['ready', 'Order is ready for pickup'],
        ['completed', 'Order is completed'],
      ] as const) {
        const response = await step(admin, id, status);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ msg, data: { id, fulfilment_status: status } });
        expect((await row(id)).fulfilmentStatus).toBe(status);
      }
      await expect
        .poll(() =>
          listener.heard.map(
            ({ payload }) => (payload as { fulfilment_status: string | null }).fulfilment_status,
          ),
        )
        .toEqual([null, 'preparing', 'ready', 'completed']);
      const seen = await request('GET', `/api/orders/${id}`, customer);
      expect(seen.json().fulfilment_status).toBe('completed');
    });

    it('walks a delivery through preparing → out_for_delivery → delivered', async () => {
      const id = await accepted(payloads.delivery);
      for (const status of ['preparing', 'out_for_delivery', 'delivered']) {
        expect((await step(admin, id, status)).statusCode).toBe(200);
      }
      expect((await row(id)).fulfilmentStatus).toBe('delivered');
    });

    it('lets a step be skipped forward', async () => {
      const id = await accepted(payloads.pickup);
      expect((await step(admin, id, 'completed')).statusCode).toBe(200);
      expect((await row(id)).fulfilmentStatus).toBe('completed');
    });

    it('refuses a step back, the same step, the other type’s step and an order not accepted (409)', async () => {
      const pickupId = await accepted(payloads.pickup);
      const deliveryId = await accepted(payloads.delivery);
      await step(admin, pickupId, 'ready');
      await step(admin, deliveryId, 'out_for_delivery');
      const pending = await pickup();
      const rejected = await pickup();
      await answer(admin, rejected, { approval_status: 3, reject_reason: 'Closed' });
      const cases: [number, string, string][] = [
        [pickupId, 'preparing', 'This order is already ready for pickup; its steps cannot go back.'],
        [pickupId, 'ready', 'This order is already ready for pickup.'],
        [pickupId, 'out_for_delivery', 'A pickup order cannot be out for delivery.'],
        [pickupId, 'delivered', 'A pickup order cannot be delivered.'],
        [deliveryId, 'preparing', 'This order is already out for delivery; its steps cannot go back.'],
        [deliveryId, 'completed', 'A delivery order cannot be completed.'],
        [pending, 'preparing', 'Accept the order first.'],
        [rejected, 'preparing', 'This order was rejected.'],
      ];
      for (const [id, status, detail] of cases) {
        const response = await step(admin, id, status);
        expect(response.statusCode, `${id} → ${status}`).toBe(409);
        expect(response.json()).toMatchObject({ detail });
      }
      const rows = await db()
        .select({ id: orders.id, fulfilmentStatus: orders.fulfilmentStatus })
        .from(orders)
        .where(inArray(orders.id, [pickupId, deliveryId, pending, rejected]));
      expect(Object.fromEntries(rows.map((r) => [r.id, r.fulfilmentStatus]))).toEqual({
        [pickupId]: 'ready',
        [deliveryId]: 'out_for_delivery',
        [pending]: null,
        [rejected]: null,
      });
      const unknown = await step(admin, pickupId, 'eaten');
      expect(unknown.statusCode).toBe(422);
    });
  });

  describe('the list', () => {
    let ids: number[];
    let renamed: number;
    let yesterday: number;

    beforeAll(async () => {
      await db().delete(orders).where(eq(orders.storeId, 9));
      ids = [];
      for (let n = 0; n < 5; n++) ids.push(await pickup());
      await answer(admin, ids[0]!, { approval_status: 2 });
      await answer(admin, ids[1]!, { approval_status: 3, reject_reason: 'Closed' });
      renamed = ids[2]!;
      await db().update(orders).set({ customerName: 'Zoë 100% Ötzi_Berg' }).where(eq(orders.id, renamed));
      yesterday = ids[3]!;
      await db()
        .update(orders)
        .set({ createdAt: new Date(Date.now() - 26 * 60 * MINUTE) })
        .where(eq(orders.id, yesterday));
    });

    const list = async (query: string, token = admin) => {
      const response = await request('GET', `/api/orders/desk?${query}`, token);
      expect(response.statusCode, query).toBe(200);
      return response.json() as {
        data: { id: number }[];
        total: number;
        page: number;
        page_size: number;
        pending_count: number;
      };
    };
    const idsOf = (page: { data: { id: number }[] }) => page.data.map((o) => o.id);

    it("lists today's orders by default, newest first, with the store's pending count", async () => {
      const page = await list('');
      expect(idsOf(page)).toEqual([ids[4], ids[2], ids[1], ids[0]]);
      expect(page).toMatchObject({ total: 4, page: 1, page_size: 20, pending_count: 3 });
    });

    it('filters pending, accepted, rejected and all', async () => {
      expect(idsOf(await list('filter=pending'))).toEqual([ids[4], ids[2], yesterday]);
      expect(idsOf(await list('filter=accepted'))).toEqual([ids[0]]);
      expect(idsOf(await list('filter=rejected'))).toEqual([ids[1]]);
      expect((await list('filter=all')).total).toBe(5);
    });

    it("searches an order number exactly or part of the customer's name", async () => {
      expect(idsOf(await list(`filter=all&search=${ids[0]}`))).toEqual([ids[0]]);
      expect(idsOf(await list(`filter=all&search=%23${ids[1]}`))).toEqual([ids[1]]);
      expect(idsOf(await list('filter=all&search=zo%C3%AB'))).toEqual([renamed]);
      expect(idsOf(await list('filter=all&search=BERG'))).toEqual([renamed]);
      expect(idsOf(await list('filter=all&search=100%25'))).toEqual([renamed]);
      // % and _ are letters here, not LIKE wildcards ("a_s" would match "Emma Schneider").
      expect((await list('filter=all&search=%25')).total).toBe(1);
      expect((await list('filter=all&search=a_s')).total).toBe(0);
      expect((await list('filter=all&search=nobody')).total).toBe(0);
      const emma = await list('filter=all&search=emma');
      expect(emma.total).toBe(4);
    });

    it('pages', async () => {
      const first = await list('filter=all&page_size=2');
      const third = await list('filter=all&page_size=2&page=3');
      expect(first).toMatchObject({ total: 5, page: 1, page_size: 2 });
      expect(first.data).toHaveLength(2);
      expect(third).toMatchObject({ total: 5, page: 3 });
      expect(idsOf(third)).toEqual([yesterday]);
      expect((await list('filter=all&page=9')).data).toEqual([]);
    });

    it('refuses a bad filter or page (422)', async () => {
      for (const query of ['filter=tomorrow', 'page=0', 'page_size=101']) {
        expect((await request('GET', `/api/orders/desk?${query}`, admin)).statusCode).toBe(422);
      }
    });

    it('keeps the customer list and the plain admin list as arrays', async () => {
      const mine = await request('GET', '/api/orders', customer);
      expect(Array.isArray(mine.json())).toBe(true);
      const store = await request('GET', '/api/orders', admin);
      expect(Array.isArray(store.json())).toBe(true);
    });
  });

  describe('store isolation', () => {
    it("gives another store's administrator none of store 9's orders, and changes nothing", async () => {
      const id = await pickup();
      const accepted = await pickup();
      await answer(admin, accepted, { approval_status: 2 });
      const before = await db()
        .select()
        .from(orders)
        .where(inArray(orders.id, [id, accepted]));

      const patch = await answer(rival.token, id, { approval_status: 3, reject_reason: 'Mine now' });
      expect(patch.statusCode).toBe(404);
      expect(patch.json()).toMatchObject({ detail: `Order ${id} does not exist`, code: 'order_not_found' });
      const moved = await step(rival.token, accepted, 'preparing');
      expect(moved.statusCode).toBe(404);
      const list = await request('GET', '/api/orders/desk?filter=all', rival.token);
      expect(list.json()).toMatchObject({ data: [], total: 0, pending_count: 0 });
      const search = await request('GET', `/api/orders/desk?filter=all&search=${id}`, rival.token);
      expect(search.json().total).toBe(0);

      const after = await db()
        .select()
        .from(orders)
        .where(inArray(orders.id, [id, accepted]));
      expect(after).toEqual(before);
    });

    it('keeps customers and visitors out of the desk routes', async () => {
      const id = await pickup();
      expect((await request('GET', '/api/orders/desk', customer)).statusCode).toBe(403);
      expect((await step(customer, id, 'preparing')).statusCode).toBe(403);
      expect((await request('GET', '/api/orders/desk', null)).statusCode).toBe(401);
      expect(
        (await request('POST', `/api/orders/${id}/fulfilment`, null, { status: 'ready' })).statusCode,
      ).toBe(401);
    });
  });
});
