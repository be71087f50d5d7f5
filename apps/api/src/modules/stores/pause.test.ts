import { randomBytes } from 'node:crypto';
import { STORE_PAUSED_MESSAGE, type StoreStatusMessage } from '@food/contract';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp, type App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { stores } from '../../db/schema/index.ts';
import { seedDemo } from '../../db/seed/demo.ts';
import {
  liftOpenOrdersLimit,
  bearer,
  loginDemoAdmin,
  loginDemoCustomer,
  openTestDatabase,
  secondStoreAdmin,
  testConfig,
} from '../../../test/helpers.ts';
import {
  FakeClock,
  MINUTE,
  demoOrders,
  follow,
  listen,
  openAroundTheClock,
} from '../../../test/order-desk.ts';
import { imageStoreFor } from '../images/service.ts';

const silent = pino({ level: 'silent' });

async function buildOn(database: DatabaseHandle, clock: FakeClock) {
  const app = await buildApp(await testConfig(), database, silent, {
    redisNamespace: `pause-${randomBytes(4).toString('hex')}`,
    clock,
  });
  await app.ready();
  return app;
}

function followStatus(port: number) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/ws/store/9/status`);
  const messages: StoreStatusMessage[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as StoreStatusMessage));
  return { ws, messages };
}

describe('pausing the store with a resume time', () => {
  let database: DatabaseHandle;
  const clock = new FakeClock();
  let app: App;
  let port: number;
  let admin: string;
  let customer: string;
  let pickup: object;
  const closers: { close(): void }[] = [];

  const storeRow = async () => (await database.db.select().from(stores).where(eq(stores.id, 9)))[0]!;
  const advance = async (apps: App[], ms: number) => {
    clock.advance(ms);
    for (const each of apps) await each.orderDeadlines.idle();
  };
  const pause = (body: object, token = admin, on = app) =>
    on.inject({ method: 'POST', url: '/api/stores/9/pause', headers: bearer(token), payload: body });
  const order = () =>
    app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...bearer(customer), 'accept-language': 'en' },
      payload: pickup,
    });

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemo(database.db, { images: imageStoreFor(database, (await testConfig()).uploadDir) });
    await liftOpenOrdersLimit(database.db);
    await openAroundTheClock(database.db);
    app = await buildOn(database, clock);
    port = await listen(app);
    admin = await loginDemoAdmin(app);
    customer = await loginDemoCustomer(app);
    pickup = (await demoOrders(database.db)).pickup;
  });
  afterAll(async () => {
    for (const closer of closers) closer.close();
    await app?.close();
    await database?.close();
  });

  it('stops orders for 30 minutes with a reason, tells everyone, and resumes by itself at the end', async () => {
    const desk = await follow(port, admin, 9);
    const status = followStatus(port);
    closers.push(desk.socket, status.ws);
    await expect.poll(() => status.messages.at(-1)?.is_open).toBe(true);

    const start = clock.now().getTime();
    const paused = await pause({ minutes: 30, reason: 'Kitchen is full' });
    expect(paused.statusCode).toBe(200);
    const until: string = paused.json().data.paused_until;
    expect(Date.parse(until) - start - 30 * MINUTE).toBeGreaterThanOrEqual(0);
    expect(Date.parse(until) - start - 30 * MINUTE).toBeLessThan(5_000);
    expect(paused.json()).toMatchObject({
      msg: 'The restaurant is paused',
      data: { paused: true, paused_until: until, pause_reason: 'Kitchen is full' },
    });
    const store = (await app.inject({ method: 'GET', url: '/api/stores/9' })).json();
    expect(store).toMatchObject({
      paused: true,
      paused_until: until,
      next_open_at: until,
      closed_reason: 'Kitchen is full',
    });
    await expect
      .poll(() => status.messages.at(-1))
      .toMatchObject({
        is_open: false,
        paused: true,
        paused_until: until,
        next_open_at: until,
        closed_reason: 'Kitchen is full',
      });
    await expect
      .poll(() => desk.heard.at(-1))
      .toEqual({ event: 'store_updated', payload: { store_id: 9, paused: true, paused_until: until } });
    const refused = await order();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ detail: STORE_PAUSED_MESSAGE, code: 'store_closed' });

    await advance([app], 29 * MINUTE);
    expect((await storeRow()).pausedAt).toBeInstanceOf(Date);
    await advance([app], MINUTE);
    expect(await storeRow()).toMatchObject({ pausedAt: null, pausedUntil: null, pauseReason: null });
    await expect.poll(() => status.messages.at(-1)).toMatchObject({ is_open: true, next_open_at: null });
    expect(status.messages.at(-1)).not.toHaveProperty('paused');
    await expect
      .poll(() => desk.heard.at(-1))
      .toEqual({ event: 'store_updated', payload: { store_id: 9, paused: false, paused_until: null } });
    expect((await app.inject({ method: 'GET', url: '/api/stores/9' })).json()).toMatchObject({
      paused: false,
      paused_until: null,
      next_open_at: null,
      closed_reason: null,
    });
    expect((await order()).statusCode).toBe(201);
  });

  it('pauses again over a pause, replacing its end, and resumes early on request', async () => {
    await pause({ minutes: 60, reason: 'Slammed' });
    const start = clock.now().getTime();
    const longer = await pause({ minutes: 120, reason: null });
    expect(longer.json().data.pause_reason).toBeNull();
    expect(Date.parse(longer.json().data.paused_until) - start).toBeGreaterThanOrEqual(120 * MINUTE);
    const resumed = await app.inject({ method: 'POST', url: '/api/stores/9/resume', headers: bearer(admin) });
    expect(resumed.json().data).toMatchObject({ paused: false, paused_until: null });
    expect((await order()).statusCode).toBe(201);
    await advance([app], 121 * MINUTE);
    expect((await storeRow()).resumedAt!.getTime()).toBeLessThan(clock.now().getTime() - 100 * MINUTE);
  });

  it("pauses for the rest of the day until the store's midnight (Europe/Berlin)", async () => {
    const response = await pause({ until: 'end_of_day' });
    const until = new Date(response.json().data.paused_until);
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      hour: '2-digit',
      minute: '2-digit',
    }).format(until);
    expect(local).toBe('00:00');
    expect(until.getTime() - clock.now().getTime()).toBeLessThanOrEqual(25 * 60 * MINUTE);
    await app.inject({ method: 'POST', url: '/api/stores/9/resume', headers: bearer(admin) });
  });

  it('refuses a pause out of range or without its length, and changes nothing', async () => {
    const before = await storeRow();
    for (const body of [
      { minutes: 14 },
      { minutes: 721 },
      { minutes: 30, until: 'end_of_day' },
      {},
      { until: 'tomorrow' },
      { minutes: 30, reason: 'x'.repeat(201) },
    ]) {
      const refused = await pause(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(refused.json().code).toBe('validation_failed');
    }
    expect(await storeRow()).toEqual(before);
  });

  it("refuses another store's administrator, customers and visitors", async () => {
    const rival = await secondStoreAdmin({
      app,
      database,
      config: await testConfig(),
      close: async () => {},
    });
    const before = await storeRow();
    expect((await pause({ minutes: 30 }, rival.token)).statusCode).toBe(403);
    expect((await pause({ minutes: 30 }, customer)).statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/stores/9/pause',
      payload: { minutes: 30 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await storeRow()).toEqual(before);
  });
});

describe('a pause across a restart and several processes', () => {
  let database: DatabaseHandle;
  const apps: App[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemo(database.db, { images: imageStoreFor(database, (await testConfig()).uploadDir) });
    await liftOpenOrdersLimit(database.db);
    await openAroundTheClock(database.db);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
  });

  const storeRow = async () => (await database.db.select().from(stores).where(eq(stores.id, 9)))[0]!;

  it('resumes on start a store whose pause ended while the server was down', async () => {
    const clock = new FakeClock();
    const first = await buildOn(database, clock);
    const admin = await loginDemoAdmin(first);
    await first.inject({
      method: 'POST',
      url: '/api/stores/9/pause',
      headers: bearer(admin),
      payload: { minutes: 15 },
    });
    await first.close();
    clock.advance(20 * MINUTE);
    expect((await storeRow()).pausedAt).toBeInstanceOf(Date);

    const second = await buildOn(database, clock);
    apps.push(second);
    await second.orderDeadlines.idle();
    expect(await storeRow()).toMatchObject({
      pausedAt: null,
      pausedUntil: null,
      resumedAt: expect.any(Date),
    });
  });

  it('stays paused across a restart, and the new process resumes it at its end', async () => {
    const clock = new FakeClock();
    const first = await buildOn(database, clock);
    const paused = await first.inject({
      method: 'POST',
      url: '/api/stores/9/pause',
      headers: bearer(await loginDemoAdmin(first)),
      payload: { minutes: 30, reason: 'Kitchen is full' },
    });
    const until: string = paused.json().data.paused_until;
    await first.close();

    const second = await buildOn(database, clock);
    apps.push(second);
    await second.orderDeadlines.idle();
    const admin = await loginDemoAdmin(second);
    const customer = await loginDemoCustomer(second);
    const { pickup } = await demoOrders(database.db);
    const desk = await follow(await listen(second), admin, 9);
    const store = async () => (await second.inject({ method: 'GET', url: '/api/stores/9' })).json();
    const settings = async () =>
      (await second.inject({ method: 'GET', url: '/api/stores/9/settings', headers: bearer(admin) })).json();
    const order = () =>
      second.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...bearer(customer), 'accept-language': 'en' },
        payload: pickup,
      });

    expect(await store()).toMatchObject({
      paused: true,
      paused_until: until,
      closed_reason: 'Kitchen is full',
    });
    expect(await settings()).toMatchObject({ paused: true, paused_until: until });
    const refused = await order();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ detail: STORE_PAUSED_MESSAGE, code: 'store_closed' });

    // Inside the idle check's last minute: only a wake-up armed for the stored end resumes it on time.
    clock.advance(Date.parse(until) - clock.now().getTime() - MINUTE / 2);
    await second.orderDeadlines.idle();
    expect((await storeRow()).pausedAt).toBeInstanceOf(Date);
    clock.advance(MINUTE / 2);
    await second.orderDeadlines.idle();
    // The reads and the order check compare paused_until with the clock; the row and the desk show the resume.
    expect(await storeRow()).toMatchObject({ pausedAt: null, pausedUntil: null, pauseReason: null });
    await expect
      .poll(() => desk.heard.at(-1))
      .toEqual({ event: 'store_updated', payload: { store_id: 9, paused: false, paused_until: null } });
    expect(await store()).toMatchObject({ paused: false, paused_until: null, closed_reason: null });
    expect(await settings()).toMatchObject({ paused: false, paused_until: null });
    expect((await order()).statusCode).toBe(201);
    desk.socket.close();
  });

  it('is resumed by exactly one of two processes, and only that one announces it', async () => {
    const clock = new FakeClock();
    const one = await buildOn(database, clock);
    const two = await buildOn(database, clock);
    apps.push(one, two);
    const desks = [];
    for (const app of [one, two]) {
      const port = await listen(app);
      desks.push(await follow(port, await loginDemoAdmin(app), 9));
    }
    await one.inject({
      method: 'POST',
      url: '/api/stores/9/pause',
      headers: bearer(await loginDemoAdmin(one)),
      payload: { minutes: 15 },
    });
    // The second process learns of the pause at its next idle check, like a process that did not take the request.
    clock.advance(16 * MINUTE);
    await Promise.all([one.orderDeadlines.idle(), two.orderDeadlines.idle()]);
    expect((await storeRow()).pausedAt).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const resumes = desks.flatMap((desk) =>
      desk.heard.filter(
        (heard) => heard.event === 'store_updated' && !(heard.payload as { paused: boolean }).paused,
      ),
    );
    expect(resumes).toHaveLength(1);
    for (const desk of desks) desk.socket.close();
  });
});
