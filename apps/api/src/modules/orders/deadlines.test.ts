import { randomBytes } from 'node:crypto';
import { STORE_PAUSED_MESSAGE, storeRoom, type StoreStatusMessage } from '@food/contract';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp, type App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { orders, stores } from '../../db/schema/index.ts';
import { DEMO_LOGINS, seedDemo } from '../../db/seed/demo.ts';
import {
  liftOpenOrdersLimit,
  bearer,
  loginDemoAdmin,
  loginDemoCustomer,
  openTestDatabase,
  secondStoreAdmin,
  testConfig,
  usesPostgres,
} from '../../../test/helpers.ts';
import {
  FakeClock,
  MINUTE,
  demoOrders,
  follow,
  listen,
  openAroundTheClock,
  placeOrder,
} from '../../../test/order-desk.ts';
import { startMailCatcher } from '../../../test/mail-catcher.ts';
import { imageStoreFor } from '../images/service.ts';

const PUBLIC_URL = 'https://shop.example';
const silent = pino({ level: 'silent' });

/** The status socket of a store, its messages queued. */
function followStatus(port: number, storeId: number) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/store/${storeId}/status`);
  const messages: StoreStatusMessage[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as StoreStatusMessage));
  return { ws, messages };
}

async function buildOn(database: DatabaseHandle, clock: FakeClock, env: Record<string, string> = {}) {
  const config = await testConfig({ PUBLIC_URL, ...env });
  const app = await buildApp(config, database, silent, {
    redisNamespace: `deadlines-${randomBytes(4).toString('hex')}`,
    clock,
  });
  await app.ready();
  return app;
}

describe('order deadlines with a fake clock', () => {
  let database: DatabaseHandle;
  let app: App;
  let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
  const clock = new FakeClock();
  let port: number;
  let admin: string;
  let customer: string;
  let payloads: Awaited<ReturnType<typeof demoOrders>>;
  const closers: { close(): void }[] = [];

  const db = () => database.db;
  const row = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!;
  const storeRow = async (id = 9) => (await db().select().from(stores).where(eq(stores.id, id)))[0]!;
  /** Moves the clock and waits for what the scheduler does about it. */
  const advance = async (ms: number) => {
    clock.advance(ms);
    await app.orderDeadlines.idle();
  };

  beforeAll(async () => {
    smtp = await startMailCatcher();
    database = await openTestDatabase();
    await seedDemo(database.db, { images: imageStoreFor(database, (await testConfig()).uploadDir) });
    await liftOpenOrdersLimit(database.db);
    await openAroundTheClock(database.db);
    app = await buildOn(database, clock, { SMTP_URL: smtp.url });
    port = await listen(app);
    admin = await loginDemoAdmin(app);
    customer = await loginDemoCustomer(app);
    payloads = await demoOrders(database.db);
  });
  afterAll(async () => {
    for (const closer of closers) closer.close();
    await app?.close();
    await database?.close();
    await smtp?.close();
  });

  it('rejects an order nobody answered by its deadline, with the reason, and tells the customer and the store', async () => {
    const desk = await follow(port, admin, 9);
    const listener = await follow(port, customer);
    closers.push(desk.socket, listener.socket);
    const id = await placeOrder(app, customer, payloads.pickup);
    const placed = await row(id);
    expect(placed.answerDeadline!.getTime() - placed.createdAt.getTime()).toBe(10 * MINUTE);

    await advance(9 * MINUTE);
    expect(await row(id)).toMatchObject({ approvalStatus: 1, answeredAt: null });

    await advance(MINUTE + 1_000);
    expect(await row(id)).toMatchObject({
      approvalStatus: 3,
      rejectReasonCode: 'no_answer',
      rejectReason: null,
      timedOut: true,
      answeredAt: expect.any(Date),
    });
    const event = {
      event: 'order_updated',
      payload: {
        order_id: id,
        approval_status: 3,
        ready_at: null,
        reject_reason_code: 'no_answer',
        reject_reason: null,
        fulfilment_status: null,
      },
    };
    await expect.poll(() => listener.heard).toEqual([event]);
    await expect.poll(() => desk.heard.at(-1)).toEqual(event);
    const seen = await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(customer) });
    expect(seen.json()).toMatchObject({
      approval_status: 3,
      reject_reason_code: 'no_answer',
      reject_reason: null,
    });

    const late = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}`,
      headers: { ...bearer(admin), 'accept-language': 'en' },
      payload: { approval_status: 2 },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe('This order has already been answered.');
    desk.socket.close();
  });

  it('uses the timeout set on the store settings screen for new orders', async () => {
    const put = (minutes: number) =>
      app.inject({
        method: 'PUT',
        url: '/api/stores/9/settings',
        headers: bearer(admin),
        payload: { order_timeout_minutes: minutes },
      });
    expect((await put(3)).statusCode).toBe(200);
    const id = await placeOrder(app, customer, payloads.pickup);
    await advance(3 * MINUTE + 1_000);
    expect(await row(id)).toMatchObject({ approvalStatus: 3, timedOut: true });
    expect((await put(10)).statusCode).toBe(200);
    // Answered by a person: the run of unanswered orders starts again.
    const answered = await placeOrder(app, customer, payloads.pickup);
    await app.inject({
      method: 'PATCH',
      url: `/api/orders/${answered}`,
      headers: bearer(admin),
      payload: { approval_status: 2 },
    });
  });

  it('e-mails the store’s administrators once when an order waits 2 minutes with no order desk open', async () => {
    const adminEmail = DEMO_LOGINS.admin.email;
    const rival = await secondStoreAdmin({
      app,
      database,
      config: await testConfig(),
      close: async () => {},
    });
    const desk = await follow(port, admin, 9);
    const id = await placeOrder(app, customer, payloads.delivery);

    await advance(2 * MINUTE + 1_000);
    expect((await row(id)).deskAlertedAt).toBeNull();

    desk.socket.close();
    await expect.poll(async () => (await app.io.in(storeRoom(9)).fetchSockets()).length).toBe(0);
    await advance(MINUTE);
    expect((await row(id)).deskAlertedAt).toBeInstanceOf(Date);
    await expect.poll(() => smtp.mailsTo(adminEmail).length).toBe(1);
    const [mail] = smtp.mailsTo(adminEmail);
    const total = (await row(id)).totalMinor;
    // The demo administrator chose no language: the store's default, German, money as written there.
    const money = new Intl.NumberFormat('de-GB', { style: 'currency', currency: 'GBP' }).format(total / 100);
    expect(mail!.subject).toBe(`Bestellung #${id} (${money}) wartet: Keine Bestellannahme ist geöffnet`);
    expect(mail!.text).toContain(
      `Bestellung #${id} von Emma Schneider (Lieferung, ${money}) wartet auf eine Antwort`,
    );
    expect(mail!.text).toContain(`${PUBLIC_URL}/admin/orders`);

    await advance(MINUTE);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.mailsTo(adminEmail)).toHaveLength(1);
    expect(smtp.mailsTo(`owner-${rival.storeId}@rival.example`)).toHaveLength(0);
    await app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}`,
      headers: bearer(admin),
      payload: { approval_status: 2 },
    });
  });

  it('pauses the store after 3 orders in a row went unanswered, refuses orders until it is resumed', async () => {
    const desk = await follow(port, admin, 9);
    closers.push(desk.socket);
    const status = followStatus(port, 9);
    closers.push(status.ws);
    await expect.poll(() => status.messages.at(-1)?.is_open).toBe(true);

    const ids = [
      await placeOrder(app, customer, payloads.pickup),
      await placeOrder(app, customer, payloads.pickup),
    ];
    await advance(11 * MINUTE);
    expect((await storeRow()).pausedAt).toBeNull();
    ids.push(await placeOrder(app, customer, payloads.pickup));
    await advance(11 * MINUTE);
    for (const id of ids) expect((await row(id)).timedOut).toBe(true);
    expect((await storeRow()).pausedAt).toBeInstanceOf(Date);

    await expect.poll(() => status.messages.at(-1)).toMatchObject({ is_open: false, paused: true });
    expect(status.messages.at(-1)!.next_change_at).toBeNull();
    await expect
      .poll(() => desk.heard.at(-1))
      .toEqual({ event: 'store_updated', payload: { store_id: 9, paused: true, paused_until: null } });
    const store = await app.inject({ method: 'GET', url: '/api/stores/9' });
    expect(store.json().paused).toBe(true);
    const settings = await app.inject({
      method: 'GET',
      url: '/api/stores/9/settings',
      headers: bearer(admin),
    });
    expect(settings.json()).toMatchObject({ store_id: 9, paused: true, paused_at: expect.any(String) });

    const before = (await db().select({ id: orders.id }).from(orders)).length;
    const refused = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...bearer(customer), 'accept-language': 'en' },
      payload: payloads.pickup,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ detail: STORE_PAUSED_MESSAGE, code: 'store_closed' });
    expect((await db().select({ id: orders.id }).from(orders)).length).toBe(before);

    const resumed = await app.inject({ method: 'POST', url: '/api/stores/9/resume', headers: bearer(admin) });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({
      msg: 'The restaurant is taking orders again',
      data: { store_id: 9, paused: false, paused_at: null, paused_until: null },
    });
    expect(await storeRow()).toMatchObject({ pausedAt: null, resumedAt: expect.any(Date) });
    await expect.poll(() => status.messages.at(-1)).toMatchObject({ is_open: true });
    expect(status.messages.at(-1)).not.toHaveProperty('paused');
    await expect
      .poll(() => desk.heard.at(-1))
      .toEqual({ event: 'store_updated', payload: { store_id: 9, paused: false, paused_until: null } });
    expect((await app.inject({ method: 'GET', url: '/api/stores/9' })).json().paused).toBe(false);

    // The unanswered orders before the resume no longer count: one more does not pause the store again.
    const next = await placeOrder(app, customer, payloads.pickup);
    await advance(11 * MINUTE);
    expect((await row(next)).timedOut).toBe(true);
    expect((await storeRow()).pausedAt).toBeNull();
  });
});

describe('order deadlines across a restart', () => {
  let database: DatabaseHandle;
  let first: App | undefined;
  let second: App | undefined;

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemo(database.db, { images: imageStoreFor(database, (await testConfig()).uploadDir) });
    await liftOpenOrdersLimit(database.db);
    await openAroundTheClock(database.db);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
  });

  it('rejects on start an order whose deadline passed while the server was down', async () => {
    first = await buildOn(database, new FakeClock());
    const customer = await loginDemoCustomer(first);
    const id = await placeOrder(first, customer, (await demoOrders(database.db)).pickup);
    const waiting = await placeOrder(first, customer, (await demoOrders(database.db)).pickup);
    await first.close();
    first = undefined;

    await database.db
      .update(orders)
      .set({ answerDeadline: new Date(Date.now() - MINUTE) })
      .where(eq(orders.id, id));
    second = await buildOn(database, new FakeClock());
    await second.orderDeadlines.idle();
    const [rejected] = await database.db.select().from(orders).where(eq(orders.id, id));
    expect(rejected).toMatchObject({
      approvalStatus: 3,
      rejectReasonCode: 'no_answer',
      rejectReason: null,
      timedOut: true,
    });
    const [still] = await database.db.select().from(orders).where(eq(orders.id, waiting));
    expect(still).toMatchObject({ approvalStatus: 1, timedOut: false });
  });
});

describe.runIf(usesPostgres && process.env.REDIS_URL)('order deadlines with two server processes', () => {
  let database: DatabaseHandle;
  const apps: App[] = [];
  const sockets: { close(): void }[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemo(database.db, { images: imageStoreFor(database, (await testConfig()).uploadDir) });
    await liftOpenOrdersLimit(database.db);
    await openAroundTheClock(database.db);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const app of apps) await app.close();
    await database?.close();
  });

  it('rejects an overdue order once, announced once, when both wake at its deadline', async () => {
    const namespace = `deadlines-${randomBytes(4).toString('hex')}`;
    const clocks = [new FakeClock(), new FakeClock()];
    for (const clock of clocks) {
      const app = await buildApp(await testConfig({ PUBLIC_URL }), database, silent, {
        redisNamespace: namespace,
        clock,
      });
      await app.ready();
      apps.push(app);
    }
    const [first, second] = apps as [App, App];
    const customer = await loginDemoCustomer(first);
    const listener = await follow(await listen(second), customer);
    sockets.push(listener.socket);
    const ids: number[] = [];
    for (let n = 0; n < 5; n++)
      ids.push(await placeOrder(first, customer, (await demoOrders(database.db)).pickup));

    for (const clock of clocks) clock.advance(11 * MINUTE);
    await Promise.all(apps.map((app) => app.orderDeadlines.idle()));
    const rows = await database.db.select().from(orders);
    expect(rows.filter((r) => ids.includes(r.id)).map((r) => r.approvalStatus)).toEqual([3, 3, 3, 3, 3]);
    await expect.poll(() => listener.heard.length).toBe(5);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(listener.heard.map(({ payload }) => (payload as { order_id: number }).order_id).sort()).toEqual(
      ids,
    );
  });
});
