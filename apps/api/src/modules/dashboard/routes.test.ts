import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { orders } from '../../db/schema/index.ts';
import {
  liftOpenOrdersLimit,
  bearer,
  loginDemoCustomer,
  openTestDatabase,
  secondStoreAdmin,
  testConfig,
  type TestContext,
} from '../../../test/helpers.ts';
import { FakeClock } from '../../../test/order-desk.ts';
import { seedDemo } from '../../db/seed/demo.ts';
import { imageStoreFor } from '../images/service.ts';

// Wednesday 10 June 2026, 12:30 in Berlin (UTC+2).
const NOW = new Date('2026-06-10T10:30:00.000Z');
const berlin = (local: string) => new Date(`${local}+02:00`);
const seconds = (at: Date, s: number) => new Date(at.getTime() + s * 1000);

describe('GET /api/dashboard', () => {
  let t: TestContext;
  let own: { storeId: number; token: string };
  let other: { storeId: number; token: string };

  beforeAll(async () => {
    const config = await testConfig();
    const database = await openTestDatabase();
    await seedDemo(database.db, { images: imageStoreFor(database, config.uploadDir) });
    await liftOpenOrdersLimit(database.db);
    const app = await buildApp(config, database, pino({ level: 'silent' }), {
      redisNamespace: `dashboard-${randomBytes(4).toString('hex')}`,
      clock: new FakeClock(NOW),
    });
    await app.ready();
    t = {
      app,
      database,
      config,
      async close() {
        await app.close();
        await database.close();
      },
    };
    own = await secondStoreAdmin(t);
    other = await secondStoreAdmin(t);

    let numbers = 0;
    const order = (
      storeId: number,
      createdAt: Date,
      totalMinor: number,
      answer: { status: 1 | 2 | 3; after?: number; timedOut?: boolean },
    ) => ({
      storeId,
      number: ++numbers,
      orderType: 2,
      language: 'de',
      currency: 'EUR',
      subtotalMinor: totalMinor,
      totalMinor,
      createdAt,
      approvalStatus: answer.status,
      answeredAt: answer.after === undefined ? null : seconds(createdAt, answer.after),
      timedOut: answer.timedOut ?? false,
    });
    const s = own.storeId;
    await database.db.insert(orders).values([
      // Today, local time
      order(s, berlin('2026-06-10T00:30:00'), 1200, { status: 2, after: 90 }),
      order(s, berlin('2026-06-10T08:05:00'), 1000, { status: 2, after: 60 }),
      order(s, berlin('2026-06-10T08:40:00'), 2550, { status: 2, after: 120 }),
      order(s, berlin('2026-06-10T12:10:00'), 900, { status: 3, after: 30 }),
      order(s, berlin('2026-06-10T12:15:00'), 500, { status: 3, after: 600, timedOut: true }),
      order(s, berlin('2026-06-10T12:25:00'), 700, { status: 1 }),
      // The 7 days before
      order(s, berlin('2026-06-09T23:30:00'), 4000, { status: 2, after: 10 }),
      order(s, berlin('2026-06-09T08:10:00'), 4000, { status: 2, after: 10 }),
      order(s, berlin('2026-06-03T08:15:00'), 4000, { status: 2, after: 10 }),
      // Too old to count
      order(s, berlin('2026-06-02T23:59:00'), 4000, { status: 2, after: 10 }),
      // Another store's
      order(other.storeId, berlin('2026-06-10T09:00:00'), 9900, { status: 1 }),
    ]);
  });
  afterAll(() => t.close());

  const get = (token: string | null) =>
    t.app.inject({ method: 'GET', url: '/api/dashboard/', headers: token ? bearer(token) : {} });

  it("sums up the store's day and its orders per hour, in the store's time zone", async () => {
    const response = await get(own.token);
    expect(response.statusCode).toBe(200);
    const today = Array.from({ length: 24 }, () => 0);
    today[0] = 1;
    today[8] = 2;
    today[12] = 3;
    const week = Array.from({ length: 24 }, () => 0);
    week[8] = 0.29; // 2 orders over 7 days
    week[23] = 0.14;
    expect(response.json()).toEqual({
      currency: 'EUR',
      today: { orders: 6, revenue: 47.5, pending: 1, average_answer_seconds: 75 },
      orders_per_hour: { today, last_7_days: week },
      go_live: expect.any(Object),
    });
  });

  it('shows another store only its own numbers', async () => {
    const response = await get(other.token);
    expect(response.json()).toMatchObject({
      today: { orders: 1, revenue: 0, pending: 1, average_answer_seconds: null },
    });
    expect(response.json().orders_per_hour.last_7_days).toEqual(Array.from({ length: 24 }, () => 0));
  });

  it('is for administrators only', async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await get(await loginDemoCustomer(t.app))).statusCode).toBe(403);
  });
});
