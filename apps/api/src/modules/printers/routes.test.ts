import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { printJobs } from '../../db/schema/index.ts';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  secondStoreAdmin,
  type TestContext,
} from '../../../test/helpers.ts';
import { decodeCp858, startFakeEscposPrinter } from '../../../test/fake-escpos-printer.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

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
    t = await buildTestApp({ demo: true });
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
});
