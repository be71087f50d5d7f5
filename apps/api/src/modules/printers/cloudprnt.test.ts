import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printJobs, stores } from '../../db/schema/index.ts';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  loginDemoCustomer,
  type TestContext,
} from '../../../test/helpers.ts';
import { demoOrders, openAroundTheClock, placeOrder } from '../../../test/order-desk.ts';

describe('kitchen printers: Star CloudPRNT and tickets on acceptance', () => {
  let t: TestContext;
  let admin: string;
  let customer: string;
  let path: string;
  let printerId: number;

  const poll = () =>
    t.app.inject({
      method: 'POST',
      url: path,
      payload: { status: '23 6 0 0 0 0 0 0 0 ', printerMAC: '00:11:62:00:00:00' },
    });
  const fetchJob = (jobToken: string, type = 'application/vnd.star.starprnt') =>
    t.app.inject({ method: 'GET', url: `${path}?type=${encodeURIComponent(type)}&mac=x&token=${jobToken}` });
  const confirm = (jobToken: string, code: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `${path}?code=${encodeURIComponent(code)}&mac=x&token=${jobToken}`,
    });
  const jobsOf = (orderId: number) =>
    t.database.db.select().from(printJobs).where(eq(printJobs.orderId, orderId));

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    admin = await loginDemoAdmin(t.app);
    customer = await loginDemoCustomer(t.app);
    await openAroundTheClock(t.database.db);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/printers',
      headers: bearer(admin),
      payload: { name: 'Pass', kind: 'cloudprnt', language: 'en', width_mm: 80 },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    printerId = body.id;
    expect(body).toMatchObject({ host: null, port: null, online: false });
    path = new URL(body.cloudprnt_url).pathname;
    expect(path).toMatch(/^\/api\/cloudprnt\/[\w-]{20,}$/);
  });
  afterAll(() => t.close());

  it('answers an unknown printer 404, and an idle one jobReady false', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/cloudprnt/nope', payload: {} })).statusCode).toBe(
      404,
    );
    const idle = await poll();
    expect(idle.statusCode).toBe(200);
    expect(idle.json()).toEqual({ jobReady: false });
    const list = await t.app.inject({ method: 'GET', url: '/api/printers', headers: bearer(admin) });
    expect(list.json()[0]).toMatchObject({ id: printerId, online: true });
  });

  it('prints an accepted order once: offered, fetched twice, a failure, then confirmed', async () => {
    const { pickup } = await demoOrders(t.database.db);
    const orderId = await placeOrder(t.app, customer, { ...pickup, note: 'Bitte schnell – „danke“' });
    const accepts = await Promise.all(
      [1, 2].map(() =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/orders/${orderId}`,
          headers: bearer(admin),
          payload: { approval_status: 2 },
        }),
      ),
    );
    const accepted = accepts.find((r) => r.statusCode === 200);
    expect(accepted).toBeDefined();
    const [store] = await t.database.db.select().from(stores).where(eq(stores.id, 9));
    const readyBy = `READY BY ${new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: store!.timezone }).format(new Date(accepted!.json().data.ready_at))}`;
    for (let i = 0; i < 50 && (await jobsOf(orderId)).length === 0; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(await jobsOf(orderId)).toHaveLength(1);

    const ready = (await poll()).json();
    expect(ready).toMatchObject({
      jobReady: true,
      mediaTypes: ['application/vnd.star.starprnt', 'text/plain'],
    });
    const first = await fetchJob(ready.jobToken);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('application/vnd.star.starprnt');
    expect(first.rawPayload.toString('latin1')).toContain(readyBy);
    expect(first.rawPayload.toString('latin1')).toContain('Bitte schnell - "danke"');
    const text = await fetchJob(ready.jobToken, 'text/plain');
    expect(text.body).toContain('PICKUP');
    expect(text.body).toContain('Bitte schnell - "danke"');
    expect(text.body).toContain(readyBy);
    expect(text.body).toContain('CASH');
    expect((await jobsOf(orderId))[0]!.status).toBe('printing');

    await confirm('wrong-token', '200 OK');
    expect((await jobsOf(orderId))[0]!.status).toBe('printing');
    await confirm(ready.jobToken, '520 Paper out');
    expect((await jobsOf(orderId))[0]).toMatchObject({ status: 'queued', attempts: 1 });

    const again = (await poll()).json();
    expect(again.jobReady).toBe(true);
    await confirm(again.jobToken, '200 OK');
    expect((await jobsOf(orderId))[0]).toMatchObject({ status: 'printed', attempts: 2 });
    expect((await poll()).json()).toEqual({ jobReady: false });

    const copy = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/print`,
      headers: bearer(admin),
      payload: { printer_id: printerId },
    });
    expect(copy.statusCode).toBe(201);
    const offered = (await poll()).json();
    expect((await fetchJob(offered.jobToken, 'text/plain')).body).toMatch(/^COPY\n/);
    await confirm(offered.jobToken, '200 OK');
  });

  it("shows the coupon's code and saving on the ticket of an order that used one", async () => {
    const coupon = await t.app.inject({
      method: 'POST',
      url: '/api/coupons',
      headers: bearer(admin),
      payload: { code: 'KITCHEN5', kind: 'fixed', value: 1.5 },
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    const { pickup } = await demoOrders(t.database.db);
    const orderId = await placeOrder(t.app, customer, { ...pickup, coupon_code: 'kitchen5' });
    const accepted = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}`,
      headers: bearer(admin),
      payload: { approval_status: 2 },
    });
    expect(accepted.statusCode).toBe(200);
    for (let i = 0; i < 50 && (await jobsOf(orderId)).length === 0; i++)
      await new Promise((r) => setTimeout(r, 50));
    const ready = (await poll()).json();
    expect(ready.jobReady).toBe(true);
    const text = (await fetchJob(ready.jobToken, 'text/plain')).body;
    expect(text).toMatch(/Coupon KITCHEN5: \D?1\.50\D* off/);
    expect(text.indexOf('Coupon KITCHEN5')).toBeLessThan(text.indexOf('CASH'));
  });

  it('queues no ticket for a new order awaiting its answer, and one at its arrival for an auto-accepted order', async () => {
    const { pickup } = await demoOrders(t.database.db);
    const waiting = await placeOrder(t.app, customer, pickup);
    await t.database.db.update(stores).set({ autoAccept: true }).where(eq(stores.id, 9));
    try {
      const accepted = await placeOrder(t.app, customer, pickup);
      for (let i = 0; i < 50 && (await jobsOf(accepted)).length === 0; i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(await jobsOf(accepted)).toHaveLength(1);
      expect(await jobsOf(waiting)).toHaveLength(0);
    } finally {
      await t.database.db.update(stores).set({ autoAccept: false }).where(eq(stores.id, 9));
    }
  });
});
