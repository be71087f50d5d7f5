import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printJobs, stores } from '../../db/schema/index.ts';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  loginDemoCustomer,
  secondStoreAdmin,
  type TestContext,
} from '../../../test/helpers.ts';
import { demoOrders, openAroundTheClock, placeOrder } from '../../../test/order-desk.ts';
import {
  decodeCp858,
  startFakeEscposPrinter,
  withoutEscposCommands,
} from '../../../test/fake-escpos-printer.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function until<T>(check: () => Promise<T | undefined> | T | undefined, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('back office: kitchen printers', () => {
  let t: TestContext;
  let admin: string;
  let rival: { storeId: number; token: string };
  let printer: Awaited<ReturnType<typeof startFakeEscposPrinter>>;

  const call = (method: Method, url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, payload });

  beforeAll(async () => {
    // The fake printer listens on this host's loopback, which is refused by default.
    t = await buildTestApp({ demo: true, env: { PRINTER_NETWORKS: '127.0.0.0/8, ::1/128' } });
    admin = await loginDemoAdmin(t.app);
    rival = await secondStoreAdmin(t);
    printer = await startFakeEscposPrinter();
  });
  afterAll(async () => {
    await t.close();
    await printer.close();
  });

  it('refuses a printer outside the restaurant network', async () => {
    for (const host of ['8.8.8.8', '2001:4860:4860::8888', '']) {
      const response = await call('POST', '/printers', admin, {
        name: 'Kitchen',
        kind: 'escpos_tcp',
        host,
        language: 'de',
      });
      expect(response.statusCode, host).toBe(422);
      expect(response.json().fields).toHaveProperty('host');
    }
  });

  it("gives a new printer the store's language, and does not call it online before the server reached it", async () => {
    const created = await call('POST', '/printers', admin, {
      name: 'Grill',
      kind: 'escpos_tcp',
      host: '192.168.1.50',
      auto_print: false,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      language: 'de',
      online: false,
      last_seen_at: null,
      offline_since: null,
    });
    expect((await call('DELETE', `/printers/${created.json().id}`, admin)).statusCode).toBe(204);
  });

  it('prints a test page on an ESC/POS printer, once, with umlauts, double size and a cut', async () => {
    const created = await call('POST', '/printers', admin, {
      name: 'Küche',
      kind: 'escpos_tcp',
      host: '127.0.0.1',
      port: printer.port,
      language: 'de',
      width_mm: 58,
    });
    expect(created.statusCode).toBe(201);
    const { id, cloudprnt_url } = created.json();
    expect(cloudprnt_url).toBeNull();
    const rename = { name: 'Theirs', kind: 'escpos_tcp', host: '127.0.0.1', language: 'en' };
    expect((await call('PUT', `/printers/${id}`, rival.token, rename)).statusCode).toBe(404);
    expect((await call('POST', `/printers/${id}/test`, rival.token)).statusCode).toBe(404);

    const test = await call('POST', `/printers/${id}/test`, admin);
    expect(test.statusCode).toBe(201);
    const jobId = test.json().id;
    await until(async () => {
      const [row] = await t.database.db.select().from(printJobs).where(eq(printJobs.id, jobId));
      return row?.status === 'printed';
    });
    expect(printer.jobs).toHaveLength(1);
    const bytes = printer.jobs[0]!;
    const text = decodeCp858(bytes);
    expect(text).toContain('Testdruck');
    expect(text).toContain('äöü ÄÖÜ ß');
    expect(bytes.includes(Buffer.from([0x1d, 0x21, 0x11]))).toBe(true);
    expect(bytes.includes(Buffer.from([0x1d, 0x56]))).toBe(true);

    const jobs = await call('GET', '/print-jobs', admin);
    expect(jobs.json()).toEqual([expect.objectContaining({ id: jobId, status: 'printed', kind: 'test' })]);
    expect((await call('GET', '/print-jobs', rival.token)).json()).toEqual([]);
    const list = await call('GET', '/printers', admin);
    expect(list.json()).toEqual([expect.objectContaining({ id, online: true, jobs_waiting: 0 })]);
    expect((await call('DELETE', `/printers/${id}`, rival.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/printers/${id}`, admin)).statusCode).toBe(204);
  });

  it('retries a printer that resets the connection and prints once it is back', async () => {
    printer.setMode('reset');
    const before = printer.jobs.length;
    const { id } = (
      await call('POST', '/printers', admin, {
        name: 'Bar',
        kind: 'escpos_tcp',
        host: 'localhost',
        port: printer.port,
        language: 'en',
      })
    ).json();
    const jobId = (await call('POST', `/printers/${id}/test`, admin)).json().id;
    await until(async () => {
      const [row] = await t.database.db.select().from(printJobs).where(eq(printJobs.id, jobId));
      return row && row.attempts >= 1 && row.status === 'queued';
    });
    printer.setMode('print');
    await until(async () => {
      const [row] = await t.database.db.select().from(printJobs).where(eq(printJobs.id, jobId));
      return row?.status === 'printed';
    });
    expect(printer.jobs.length - before).toBe(1);
  });

  it("prints a customer's text on one line, with no control byte of its own, typographic characters in plain forms and the ready time", async () => {
    await openAroundTheClock(t.database.db);
    const customer = await loginDemoCustomer(t.app);
    // This printer alone prints the order.
    for (const { id } of (await call('GET', '/printers', admin)).json<{ id: number }[]>())
      await call('DELETE', `/printers/${id}`, admin);
    const created = await call('POST', '/printers', admin, {
      name: 'Pass',
      kind: 'escpos_tcp',
      host: '127.0.0.1',
      port: printer.port,
      language: 'de',
    });
    const printerId = created.json().id;
    const { pickup } = await demoOrders(t.database.db);
    const orderId = await placeOrder(t.app, customer, {
      ...pickup,
      note: 'Ring bell\r\nSET x 1\r\nFLUSHALL\r\n\u001b@\u001dV\u0007\u009b2J ← ↔ • § – „Grüße“ … «ok»',
      items: [{ ...pickup.items[0], note: 'ohne\nZwiebeln\t\u2028bitte\u00a0—\u200b‚so‘' }],
    });
    const before = printer.jobs.length;
    const accepted = await call('PATCH', `/orders/${orderId}`, admin, {
      approval_status: 2,
      ready_in_minutes: 25,
    });
    expect(accepted.statusCode).toBe(200);
    const readyAt = new Date(accepted.json().data.ready_at);
    await until(() => printer.jobs.length > before);
    const bytes = printer.jobs.at(-1)!;

    const rest = withoutEscposCommands(bytes);
    expect([...rest].filter((byte) => (byte < 0x20 && byte !== 0x0a) || byte === 0x7f)).toEqual([]);
    const text = decodeCp858(rest).replace(/\s+/g, ' ');
    expect(text).toContain('Hinweis: Ring bell SET x 1 FLUSHALL @V2J ? ? * Par. - "Grüße" ... ok');
    expect(text).toContain("* ohne Zwiebeln bitte -,so'");
    const [store] = await t.database.db.select().from(stores).where(eq(stores.id, 9));
    const time = new Intl.DateTimeFormat('de-DE', { timeStyle: 'short', timeZone: store!.timezone });
    expect(text).toContain(`FERTIG BIS ${time.format(readyAt)}`);
    expect((await call('DELETE', `/printers/${printerId}`, admin)).statusCode).toBe(204);
  });
});
