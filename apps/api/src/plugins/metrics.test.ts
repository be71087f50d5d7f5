import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  loginDemoCustomer,
  usesPostgres,
  type TestContext,
} from '../../test/helpers.ts';
import {
  FakeClock,
  MINUTE,
  demoOrders,
  follow,
  listen,
  openAroundTheClock,
  placeOrder,
} from '../../test/order-desk.ts';

const TOKEN = 'scrape-me-please-0123456789';

describe('GET /metrics', () => {
  let t: TestContext;
  const clock = new FakeClock();
  let port: number;
  const closers: { close(): void }[] = [];
  beforeAll(async () => {
    t = await buildTestApp({ demo: true, clock, env: { METRICS_TOKEN: TOKEN } });
    await openAroundTheClock(t.database.db);
    port = await listen(t.app);
  });
  afterAll(async () => {
    for (const closer of closers) closer.close();
    await t.close();
  });

  async function scrape(): Promise<string> {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  }
  /** The value of one sample, `name{labels}`; undefined when there is none. */
  const sample = (text: string, series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  it('asks for the token', async () => {
    for (const headers of [{}, bearer('scrape-me-please-wrong'), { authorization: TOKEN }]) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        detail: 'Send the metrics token as a bearer token',
        code: 'metrics_token_required',
      });
    }
  });

  it('is not there without METRICS_TOKEN', async () => {
    const plain = await buildTestApp();
    const response = await plain.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(404);
    await plain.close();
  });

  it("times requests by their route's pattern, not their URL", async () => {
    for (const id of [9, 12345]) await t.app.inject({ method: 'GET', url: `/api/stores/${id}` });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing/42' });
    const text = await scrape();
    const route = (status: number) =>
      `http_request_duration_seconds_count{method="GET",route="/api/stores/:id",status_code="${status}"}`;
    expect(sample(text, route(200))).toBe(1);
    expect(sample(text, route(404))).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}'),
    ).toBe(1);
    // As a label, never as a digit run of some gauge's value (memory sizes can contain "12345").
    expect(text).not.toContain('/api/stores/12345');
    expect(text).not.toMatch(/route="[^"]*12345/);
    expect(text).not.toContain('no-such-thing');
  });

  it('counts orders placed, accepted, rejected and timed out, and the pending ones', async () => {
    const customer = await loginDemoCustomer(t.app);
    const admin = await loginDemoAdmin(t.app);
    const { pickup } = await demoOrders(t.database.db);
    const before = await scrape();
    for (const event of ['placed', 'accepted', 'rejected', 'timed_out']) {
      expect(sample(before, `food_orders_total{event="${event}"}`)).toBe(0);
    }
    expect(sample(before, 'food_orders_pending{store_id="9"}')).toBeUndefined();

    const [accepted, rejected] = [
      await placeOrder(t.app, customer, pickup),
      await placeOrder(t.app, customer, pickup),
    ];
    await placeOrder(t.app, customer, pickup);
    expect(sample(await scrape(), 'food_orders_pending{store_id="9"}')).toBe(3);

    const answer = (id: number, payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/orders/${id}`, headers: bearer(admin), payload });
    expect((await answer(accepted, { approval_status: 2, ready_in_minutes: 30 })).statusCode).toBe(200);
    expect((await answer(rejected, { approval_status: 3, reject_reason: 'Sold out' })).statusCode).toBe(200);
    // A second answer is refused and counts for nothing.
    expect((await answer(rejected, { approval_status: 2 })).statusCode).toBe(409);
    clock.advance(10 * MINUTE + 1_000);
    await t.app.orderDeadlines.idle();

    const after = await scrape();
    expect(sample(after, 'food_orders_total{event="placed"}')).toBe(3);
    expect(sample(after, 'food_orders_total{event="accepted"}')).toBe(1);
    expect(sample(after, 'food_orders_total{event="rejected"}')).toBe(1);
    expect(sample(after, 'food_orders_total{event="timed_out"}')).toBe(1);
    expect(sample(after, 'food_orders_pending{store_id="9"}')).toBeUndefined();
  });

  it('counts the open sockets by kind, and reports event-loop lag and the database pool', async () => {
    const desk = await follow(port, await loginDemoAdmin(t.app), 9);
    const customer = await follow(port, await loginDemoCustomer(t.app));
    closers.push(desk.socket, customer.socket);
    const text = await scrape();
    expect(sample(text, 'food_sockets_connected{kind="order_desk"}')).toBe(1);
    expect(sample(text, 'food_sockets_connected{kind="customer"}')).toBe(1);
    expect(sample(text, 'food_sockets_connected{kind="store_status"}')).toBe(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    // PostgreSQL has a pool to report; the embedded database has none.
    const inUse = sample(text, 'food_db_pool_connections{state="in_use"}');
    if (usesPostgres) expect(inUse).toBeGreaterThanOrEqual(0);
    else expect(inUse).toBeUndefined();
  });
});
