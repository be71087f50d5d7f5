import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { printJobs } from '../../db/schema/index.ts';
import { bearer, buildTestApp, loginDemoAdmin, testConfig, type TestContext } from '../../../test/helpers.ts';
import { startFakeEscposPrinter } from '../../../test/fake-escpos-printer.ts';

async function until(check: () => Promise<boolean>, ms = 15_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const silent = pino({ level: 'silent' });

/** The fake printer listens on 127.0.0.1, outside the restaurant's LAN that is allowed by default. */
const LOCAL_PRINTER = { PRINTER_NETWORKS: '127.0.0.0/8' };

describe('kitchen printers across a restart', () => {
  let t: TestContext;
  let second: App | undefined;
  let printer: Awaited<ReturnType<typeof startFakeEscposPrinter>>;

  beforeAll(async () => {
    t = await buildTestApp({ demo: true, env: LOCAL_PRINTER });
    printer = await startFakeEscposPrinter();
  });
  afterAll(async () => {
    await second?.close();
    await t.database.close();
    await printer.close();
  });

  it('prints a job queued before the restart, and one left printing by a crash, once each', async () => {
    const admin = await loginDemoAdmin(t.app);
    printer.setMode('reset');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/printers',
      headers: bearer(admin),
      payload: { name: 'Grill', kind: 'escpos_tcp', host: '127.0.0.1', port: printer.port, language: 'en' },
    });
    const printerId = created.json().id;
    const test = (
      await t.app.inject({ method: 'POST', url: `/api/printers/${printerId}/test`, headers: bearer(admin) })
    ).json();
    const stuck = (
      await t.app.inject({ method: 'POST', url: `/api/printers/${printerId}/test`, headers: bearer(admin) })
    ).json();
    const row = async (id: number) =>
      (await t.database.db.select().from(printJobs).where(eq(printJobs.id, id)))[0]!;
    await until(async () => (await row(test.id)).attempts >= 1);
    await t.app.close();
    // A process that died while sending: the job is `printing`, its lease over.
    await t.database.db
      .update(printJobs)
      .set({ status: 'printing', nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(printJobs.id, stuck.id));
    await t.database.db.update(printJobs).set({ nextAttemptAt: new Date() }).where(eq(printJobs.id, test.id));

    printer.setMode('print');
    const before = printer.jobs.length;
    second = await buildApp(await testConfig(LOCAL_PRINTER), t.database, silent, {
      redisNamespace: `printers-${randomBytes(4).toString('hex')}`,
    });
    await second.ready();
    await until(
      async () => (await row(test.id)).status === 'printed' && (await row(stuck.id)).status === 'printed',
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(printer.jobs.length - before).toBe(2);
  });
});
