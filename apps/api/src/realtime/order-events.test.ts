import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { products, storeHours, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import {
  bearer,
  buildTestApp,
  loginAs,
  loginDemoAdmin,
  loginDemoCustomer,
  secondStoreAdmin,
  type TestContext,
} from '../../test/helpers.ts';

type Heard = { event: string; payload: unknown }[];

/** A logged-in socket that records every order event it hears. */
async function follow(port: number, token: string, joinStore?: number) {
  const socket: Socket = connect(`http://127.0.0.1:${port}`, {
    path: '/ws-sio/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
  });
  const heard: Heard = [];
  for (const event of ['order_created', 'order_updated']) {
    socket.on(event, (payload: unknown) => heard.push({ event, payload }));
  }
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  if (joinStore !== undefined) {
    const joined = new Promise((resolve) => socket.once('joined_store', resolve));
    socket.emit('join_store', { store_id: joinStore });
    await joined;
  }
  return { socket, heard };
}

async function openAroundTheClock(t: TestContext) {
  await t.database.db.delete(storeHours).where(eq(storeHours.storeId, 9));
  await t.database.db.insert(storeHours).values(
    [0, 1, 2, 3, 4, 5, 6].flatMap((dayOfWeek) => [
      { storeId: 9, name: 'Always', dayOfWeek, openTime: '00:00', closeTime: '23:59' },
      { storeId: 9, name: 'Always', dayOfWeek, openTime: '23:59', closeTime: '00:00' },
    ]),
  );
}

async function aPretzel(t: TestContext) {
  const [row] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.storeId, 9), eq(products.itemCode, 'ST-01')));
  return {
    order_type: 2,
    store_id: 9,
    items: [{ product_id: row!.id, quantity: 1 }],
    payment: { payment_method: 'cash' },
  };
}

async function placeOrder(app: App, token: string, payload: object): Promise<number> {
  const response = await app.inject({ method: 'POST', url: '/api/orders', headers: bearer(token), payload });
  expect(response.statusCode).toBe(201);
  return response.json().data.id;
}

async function answer(app: App, token: string, id: number, approvalStatus: 2 | 3) {
  const response = await app.inject({
    method: 'PATCH',
    url: `/api/orders/${id}`,
    headers: bearer(token),
    payload:
      approvalStatus === 2 ? { approval_status: 2 } : { approval_status: 3, reject_reason: 'Sold out' },
  });
  expect(response.statusCode).toBe(200);
}

const accepted = (id: number) => ({
  event: 'order_updated',
  payload: {
    order_id: id,
    approval_status: 2,
    ready_at: expect.any(String),
    reject_reason_code: null,
    reject_reason: null,
    fulfilment_status: null,
  },
});
const rejected = (id: number) => ({
  event: 'order_updated',
  payload: {
    order_id: id,
    approval_status: 3,
    ready_at: null,
    reject_reason_code: null,
    reject_reason: 'Sold out',
    fulfilment_status: null,
  },
});

const listen = async (app: App) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as { port: number }).port;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('order events over socket.io', () => {
  let t: TestContext;
  let port: number;
  let tokens: { admin: string; customer: string; other: string; rival: string };
  let payload: object;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    port = await listen(t.app);
    await openAroundTheClock(t);
    payload = await aPretzel(t);
    const email = `other-${randomBytes(3).toString('hex')}@example.com`;
    await t.database.db.insert(users).values({
      email,
      passwordHash: await hashPassword('other-customer'),
      roleId: 2,
      storeId: 9,
      customerName: 'Other',
      emailVerifiedAt: new Date(),
    });
    tokens = {
      admin: await loginDemoAdmin(t.app),
      customer: await loginDemoCustomer(t.app),
      other: await loginAs(t.app, email, 'other-customer'),
      rival: (await secondStoreAdmin(t)).token,
    };
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  async function listeners() {
    const admin = await follow(port, tokens.admin, 9);
    // Customers may ask for any store: they hear about their own orders only.
    const customer = await follow(port, tokens.customer, 9);
    const other = await follow(port, tokens.other, 9);
    const rival = await follow(port, tokens.rival);
    rival.socket.emit('join_store', { store_id: 9 });
    sockets.push(admin.socket, customer.socket, other.socket, rival.socket);
    return { admin, customer, other, rival };
  }

  it("tells the store's administrators of a new order, and nobody else", async () => {
    const { admin, customer, other, rival } = await listeners();
    const id = await placeOrder(t.app, tokens.customer, payload);
    await expect
      .poll(() => admin.heard)
      .toEqual([{ event: 'order_created', payload: { order_id: id, store_id: 9 } }]);
    await settle();
    expect([customer.heard, other.heard, rival.heard]).toEqual([[], [], []]);
  });

  it("tells a customer of their own order's answer, and not of another customer's", async () => {
    const { admin, customer, other, rival } = await listeners();
    const own = await placeOrder(t.app, tokens.customer, payload);
    const theirs = await placeOrder(t.app, tokens.other, payload);
    await answer(t.app, tokens.admin, own, 2);
    await answer(t.app, tokens.admin, theirs, 3);

    await expect.poll(() => customer.heard).toEqual([accepted(own)]);
    await expect.poll(() => other.heard).toEqual([rejected(theirs)]);
    await expect.poll(() => admin.heard).toHaveLength(4);
    expect(admin.heard).toEqual([
      { event: 'order_created', payload: { order_id: own, store_id: 9 } },
      { event: 'order_created', payload: { order_id: theirs, store_id: 9 } },
      accepted(own),
      rejected(theirs),
    ]);
    await settle();
    expect(rival.heard).toEqual([]);
    expect(customer.heard).toHaveLength(1);
  });
});

describe.skipIf(!process.env.REDIS_URL || process.env.TEST_DB !== 'postgres')(
  'order events with two server processes sharing PostgreSQL and Redis',
  () => {
    let t: TestContext;
    let second: App;
    const sockets: Socket[] = [];

    beforeAll(async () => {
      const namespace = `orders-${randomBytes(4).toString('hex')}`;
      t = await buildTestApp({ demo: true, redisNamespace: namespace });
      second = await buildApp(t.config, t.database, pino({ level: 'silent' }), { redisNamespace: namespace });
      await second.ready();
      await openAroundTheClock(t);
    });
    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await second?.close();
      await t.close();
    });

    it('brings an acceptance on one process to the customer and the store connected to the other', async () => {
      const port = await listen(second);
      const [customerToken, adminToken] = [await loginDemoCustomer(t.app), await loginDemoAdmin(t.app)];
      const customer = await follow(port, customerToken);
      const admin = await follow(port, adminToken, 9);
      sockets.push(customer.socket, admin.socket);

      const id = await placeOrder(t.app, customerToken, await aPretzel(t));
      await expect
        .poll(() => admin.heard)
        .toEqual([{ event: 'order_created', payload: { order_id: id, store_id: 9 } }]);
      await answer(t.app, adminToken, id, 2);
      await expect.poll(() => customer.heard).toEqual([accepted(id)]);
    });
  },
);
