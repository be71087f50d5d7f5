import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { specialDays } from '../schema/index.ts';
import { DEMO_OPEN_NOTE } from './demo-open.ts';
import { buildTestApp, loginDemoCustomer, type TestContext } from '../../../test/helpers.ts';
import { FakeClock, demoOrders } from '../../../test/order-desk.ts';

const HOUR = 60 * 60 * 1000;
// A Monday, 03:00 in Berlin: the demo's week has no Monday hours, and no day has any at 03:00.
const MONDAY_3AM = new Date('2026-12-07T02:00:00Z');

describe('the demo as `npm start` runs it', () => {
  let t: TestContext | undefined;
  afterEach(() => t?.close());

  const order = async (app: TestContext) => {
    const customer = await loginDemoCustomer(app.app);
    const { pickup } = await demoOrders(app.database.db);
    return app.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `Bearer ${customer}` },
      payload: pickup,
    });
  };

  it('takes an order on a Monday at 03:00, and the next night too, with its realistic week on show', async () => {
    const clock = new FakeClock(MONDAY_3AM);
    t = await buildTestApp({ demo: true, demoServer: true, clock });
    const placed = await order(t);
    expect(placed.statusCode, placed.body).toBe(201);

    const store = (await t.app.inject({ method: 'GET', url: '/api/stores/9' })).json();
    expect(store).toMatchObject({ next_open_at: null, closed_reason: null });
    expect(store.store_hours.some((range: { day_of_week: number }) => range.day_of_week === 0)).toBe(false);
    expect(store.store_hours.length).toBeGreaterThan(0);

    // Past midnight the new day and the next are opened.
    clock.advance(24 * HOUR);
    const openDays = async () =>
      (await t!.database.db.select().from(specialDays).where(eq(specialDays.note, DEMO_OPEN_NOTE))).map(
        (day) => day.date,
      );
    await expect.poll(openDays).toContain('2026-12-09');
    const nextNight = await order(t);
    expect(nextNight.statusCode, nextNight.body).toBe(201);
  });

  it('stays closed then when the store is not the demo run (a seeded database, tests, production)', async () => {
    t = await buildTestApp({ demo: true, clock: new FakeClock(MONDAY_3AM) });
    const refused = await order(t);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('store_closed');
  });
});
