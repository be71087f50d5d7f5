import { randomBytes } from 'node:crypto';
import { localDateOf } from '@food/opening-hours';
import { and, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { discounts, storeHours, stores } from '../../db/schema/index.ts';
import { seedDemo } from '../../db/seed/demo.ts';
import {
  liftOpenOrdersLimit,
  bearer,
  loginDemoAdmin,
  loginDemoCustomer,
  openTestDatabase,
  testConfig,
} from '../../../test/helpers.ts';
import { demoOrders, openAroundTheClock } from '../../../test/order-desk.ts';
import { imageStoreFor } from '../images/service.ts';

/**
 * Orders read the store, its hours and its discounts from memory. Two apps on one database stand for
 * two server processes without Redis, so no change notice passes between them: every write, however
 * it was made, must still reach the next order on both.
 */
describe("an order's store terms kept in memory", () => {
  let database: DatabaseHandle;
  let first: App;
  let second: App;
  let admin: string;
  let customer: string;
  let pickup: Awaited<ReturnType<typeof demoOrders>>['pickup'];

  const build = async () => {
    const app = await buildApp(await testConfig(), database, pino({ level: 'silent' }), {
      redisNamespace: `terms-${randomBytes(4).toString('hex')}`,
    });
    await app.ready();
    return app;
  };
  const order = (app: App) =>
    app.inject({ method: 'POST', url: '/api/orders', headers: bearer(customer), payload: pickup });
  const onBoth = async () => Promise.all([order(first), order(second)]);
  const statuses = async () => (await onBoth()).map((response) => response.statusCode);

  beforeAll(async () => {
    database = await openTestDatabase();
    await seedDemo(database.db, { images: imageStoreFor(database, (await testConfig()).uploadDir) });
    await liftOpenOrdersLimit(database.db);
    await openAroundTheClock(database.db);
    [first, second] = [await build(), await build()];
    admin = await loginDemoAdmin(first);
    customer = await loginDemoCustomer(second);
    ({ pickup } = await demoOrders(database.db));
    // Both apps hold the store's terms from here on.
    expect(await statuses()).toEqual([201, 201]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
  });

  it('closes for the next order on both processes once a special day is saved through the API', async () => {
    const saved = await first.inject({
      method: 'POST',
      url: '/api/special-days',
      headers: bearer(admin),
      payload: {
        date: localDateOf('Europe/Berlin', new Date()),
        closed: true,
        ranges: [],
        note: 'Stocktaking',
      },
    });
    expect(saved.statusCode).toBe(201);
    const refused = await onBoth();
    expect(refused.map((response) => response.json<{ code: string }>().code)).toEqual([
      'store_closed',
      'store_closed',
    ]);

    const removed = await second.inject({
      method: 'DELETE',
      url: `/api/special-days/${saved.json<{ data: { id: number } }>().data.id}`,
      headers: bearer(admin),
    });
    expect(removed.statusCode).toBe(200);
    expect(await statuses()).toEqual([201, 201]);
  });

  it('prices the next order on both processes with a discount changed through the API', async () => {
    const [row] = await database.db
      .select()
      .from(discounts)
      .where(and(eq(discounts.storeId, 9), eq(discounts.code, 'PICKUP_DISCOUNT')));
    const changed = await first.inject({
      method: 'PUT',
      url: `/api/discounts/${row!.id}`,
      headers: bearer(admin),
      payload: { code: 'PICKUP_DISCOUNT', type: 'percentage', value: 37, expires_at: row!.expiresAt },
    });
    expect(changed.statusCode).toBe(200);
    const placed = await onBoth();
    expect(placed.map((response) => response.json<{ data: { discount_percent: number } }>().data)).toEqual([
      expect.objectContaining({ discount_percent: 37 }),
      expect.objectContaining({ discount_percent: 37 }),
    ]);
  });

  it('follows hours and settings written straight into the database, as test helpers and the CLI do', async () => {
    await database.db.delete(storeHours).where(eq(storeHours.storeId, 9));
    expect(await statuses()).toEqual([409, 409]);
    await openAroundTheClock(database.db);
    expect(await statuses()).toEqual([201, 201]);

    await database.db.update(stores).set({ minOrderMinor: 100_000 }).where(eq(stores.id, 9));
    expect(await statuses()).toEqual([422, 422]);
    await database.db.update(stores).set({ minOrderMinor: null }).where(eq(stores.id, 9));
    expect(await statuses()).toEqual([201, 201]);
  });
});
