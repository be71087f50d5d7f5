import { SLOT_CAPACITY_MAX } from '@food/contract/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, orders } from '../src/db/schema/index.ts';
import { IDLE_CHECK_MS } from '../src/modules/orders/deadline-rules.ts';
import { MENU_CACHE_TTL_MS } from '../src/plugins/menu-cache.ts';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  loginDemoCustomer,
  usesPostgres,
  type TestContext,
} from './helpers.ts';
import { demoOrders, FakeClock, openAroundTheClock } from './order-desk.ts';
import { TcpProxy } from './tcp-proxy.ts';

describe.runIf(usesPostgres)('the server while PostgreSQL is unreachable', () => {
  let proxy: TcpProxy;
  let clock: FakeClock;
  let t: TestContext;
  let admin: string;
  let customer: string;
  let pickup: object;
  let menu: string[];

  beforeAll(async () => {
    const server = new URL(process.env.DATABASE_URL!);
    proxy = new TcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    await proxy.start();
    clock = new FakeClock();
    t = await buildTestApp({ demo: true, databasePort: proxy.port, clock });
    await openAroundTheClock(t.database.db);
    ({ pickup } = await demoOrders(t.database.db));
    admin = await loginDemoAdmin(t.app);
    customer = await loginDemoCustomer(t.app);
    const [category] = await t.database.db.select().from(categories).where(eq(categories.storeId, 9));
    menu = [
      '/api/stores/9',
      '/api/categories/?store_id=9',
      `/api/products/limitbycat/10?store_id=9&category_id=${category!.id}`,
    ];
  });
  afterAll(async () => {
    await proxy.start().catch(() => undefined);
    await t.close();
    await proxy.stop();
  });

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const order = () =>
    t.app.inject({ method: 'POST', url: '/api/orders/', headers: bearer(customer), payload: pickup });
  const expectUnavailable = (response: Awaited<ReturnType<typeof order>>) => {
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ detail: expect.any(String), code: 'unavailable' });
  };

  it('answers 503 to what needs the database, serves the cached menu, and recovers by itself', async () => {
    expect((await order()).statusCode).toBe(201);
    const cached = await Promise.all(menu.map((url) => get(url)));
    for (const response of cached) expect(response.statusCode).toBe(200);
    const [, categoriesRead] = cached;
    const [category] = categoriesRead!.json<{ id: number; name: string }[]>();
    // Seen once the cache reads the database again, after the outage.
    await t.database.db
      .update(categories)
      .set({ name: 'Renamed during the outage' })
      .where(eq(categories.id, category!.id));

    await proxy.stop();
    expectUnavailable(await order());
    expectUnavailable(await get('/api/orders/', admin));
    expect((await get('/api/health')).statusCode).toBe(503);

    clock.advance(MENU_CACHE_TTL_MS + 1_000);
    for (const [i, url] of menu.entries()) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(cached[i]!.body);
      expect(response.headers['content-type']).toBe(cached[i]!.headers['content-type']);
      expect(response.headers.etag).toBe(cached[i]!.headers.etag);
      expect(response.headers['retry-after']).toBeUndefined();
    }

    await proxy.start();
    await expect.poll(async () => (await get('/api/health')).statusCode, { timeout: 10_000 }).toBe(200);
    expect((await order()).statusCode).toBe(201);
    expect((await get('/api/orders/', admin)).statusCode).toBe(200);
    const fresh = (await get(menu[1]!)).json<{ id: number; name: string }[]>();
    expect(fresh.find((c) => c.id === category!.id)?.name).toBe('Renamed during the outage');
  });

  it('gives the pool back every connection that broke as its transaction began', async () => {
    // Only an order for a slot with a capacity is written in a transaction (the slot is locked first).
    const capacity = (pickup: number | null) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/stores/9/settings',
        headers: bearer(admin),
        payload: { capacity_per_slot: { pickup, delivery: null } },
      });
    expect((await capacity(SLOT_CAPACITY_MAX)).statusCode).toBe(200);
    // More than the pool's 10 connections: each one lost for good would leave the next order waiting.
    proxy.cutWhenSent('begin\0', 12);
    for (let i = 0; i < 12; i++) expectUnavailable(await order());
    expect((await order()).statusCode).toBe(201);
    expect((await capacity(null)).statusCode).toBe(200);
  });

  it('keeps the order deadlines running through the outage', async () => {
    const placed = await order();
    expect(placed.statusCode).toBe(201);
    const id = placed.json<{ data: { id: number } }>().data.id;
    const row = async () => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
    const { answerDeadline } = await row();

    await proxy.stop();
    // The deadline passes while the database is away: that run fails, and the scheduler tries again.
    clock.advance(answerDeadline!.getTime() - clock.now().getTime() + 1_000);
    await t.app.orderDeadlines.idle();
    await proxy.start();
    await expect.poll(async () => (await get('/api/health')).statusCode, { timeout: 10_000 }).toBe(200);

    clock.advance(IDLE_CHECK_MS);
    await t.app.orderDeadlines.idle();
    expect(await row()).toMatchObject({ approvalStatus: 3, timedOut: true });
  });
});
