import { randomBytes } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { DEMO_LOGINS, seedDemo } from '../../db/seed/demo.ts';
import { bearer, loginDemoAdmin, openTestDatabase, testConfig } from '../../../test/helpers.ts';
import { startMailCatcher, type MailCatcher } from '../../../test/mail-catcher.ts';
import { FakeClock, MINUTE } from '../../../test/order-desk.ts';
import { imageStoreFor } from '../images/service.ts';

// Wednesday 10 June 2026, 23:30 in Berlin: the demo's Tuesday and Wednesday have closed.
const NOW = new Date('2026-06-10T21:30:00Z');

describe('the daily summary e-mail', () => {
  let database: DatabaseHandle;
  let mail: MailCatcher;
  const apps: App[] = [];
  const clock = new FakeClock(NOW);

  beforeAll(async () => {
    mail = await startMailCatcher();
    const config = await testConfig({ SMTP_URL: mail.url });
    database = await openTestDatabase();
    await seedDemo(database.db, { images: imageStoreFor(database, config.uploadDir) });
    // Two app instances on one database, as two processes behind a load balancer.
    for (const name of ['one', 'two']) {
      const app = await buildApp(config, database, pino({ level: 'silent' }), {
        redisNamespace: `summary-${name}-${randomBytes(4).toString('hex')}`,
        clock,
      });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
    await mail.close();
  });

  it('goes once per store and day to its administrators, however many processes check', async () => {
    const summaries = () => mail.mailsTo(DEMO_LOGINS.admin.email);
    // Opt-in: the demo store has it off, so nothing goes until its administrator switches it on.
    clock.advance(0);
    await new Promise((r) => setTimeout(r, 300));
    expect(summaries()).toEqual([]);
    const switched = await apps[0]!.inject({
      method: 'PUT',
      url: '/api/stores/9/settings',
      headers: bearer(await loginDemoAdmin(apps[0]!)),
      payload: { daily_summary_email: true },
    });
    expect(switched.statusCode).toBe(200);
    clock.advance(5 * MINUTE);
    const deadline = Date.now() + 5_000;
    while (summaries().length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    // Tuesday's and Wednesday's, in the administrator's language (the store's German).
    expect(
      summaries()
        .map((m) => m.subject)
        .sort(),
    ).toEqual([
      'Gasthaus Zur Linde: dein Tag am Dienstag, 9. Juni 2026',
      'Gasthaus Zur Linde: dein Tag am Mittwoch, 10. Juni 2026',
    ]);
    expect(summaries()[0]!.text).toContain('Es wurden keine Bestellungen aufgegeben.');
    // Both processes check again later: nothing more.
    clock.advance(10 * MINUTE);
    await new Promise((r) => setTimeout(r, 500));
    expect(summaries()).toHaveLength(2);
  });
});
