import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { stores } from '../src/db/schema/index.ts';
import { DEMO_LOGINS, seedDemo } from '../src/db/seed/demo.ts';
import { tempDir, usesPostgres } from './helpers.ts';
import { demoOrders, openAroundTheClock } from './order-desk.ts';
import { freePort, runScript, waitForHealth, type RunningProcess } from './server-process.ts';
import { imageStoreFor } from '../src/modules/images/service.ts';

const running: RunningProcess[] = [];
function startServer(env: Record<string, string>, args = ['--seed-demo']) {
  const server = runScript('src/server.ts', args, env);
  running.push(server);
  return server;
}
afterEach(() => {
  for (const server of running.splice(0)) if (server.child.exitCode === null) server.child.kill('SIGKILL');
});

describe.skipIf(usesPostgres)('the server process on the embedded database', () => {
  it('stops with one clear line when a variable is invalid', async () => {
    const server = startServer({ PORT: 'abc' });
    expect(await server.exited).toBe(1);
    expect(server.stderr().trim()).toBe('Invalid PORT="abc": must be a port number between 1 and 65535');
  });

  it('starts the demo, refuses a second process on its data folder, and stops cleanly on SIGTERM', async () => {
    const dataDir = await tempDir();
    const port = await freePort();
    const first = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(port, first);
    expect(first.stdout()).toContain(`running at http://localhost:${port}`);
    expect(first.stdout()).toContain('admin@example.com / admin12345');
    expect(first.stdout()).toContain('customer@example.com / customer12345');
    const store = (await (await fetch(`http://127.0.0.1:${port}/api/stores/9`)).json()) as {
      currency: string;
    };
    expect(store.currency).toBe('GBP');

    const second = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toMatch(/in use by another running server \(process \d+\)/);
    expect(second.stderr().trim().split('\n')).toHaveLength(1);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  });

  it('opens a data folder again after the server was killed with SIGKILL', async () => {
    const dataDir = await tempDir();
    const port = await freePort();
    const first = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(port, first);
    first.child.kill('SIGKILL');
    await first.exited;

    const again = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(port, again);
    const categories = (await (
      await fetch(`http://127.0.0.1:${port}/api/categories/?store_id=9`)
    ).json()) as unknown[];
    expect(categories.length).toBeGreaterThanOrEqual(6);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });
});

describe.runIf(usesPostgres)('the server process on PostgreSQL', () => {
  const adminUrl = process.env.DATABASE_URL!;
  let admin: pg.Client;
  let name: string;
  let databaseUrl: string;
  beforeEach(async () => {
    name = `food_proc_${randomBytes(5).toString('hex')}`;
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  });
  afterEach(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const terminateBackends = () =>
    admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);

  it('survives the database dropping its connections', async () => {
    const port = await freePort();
    const server = startServer(
      { PORT: String(port), DATABASE_URL: databaseUrl, DATA_DIR: await tempDir() },
      [],
    );
    await waitForHealth(port, server);
    expect(server.stdout()).not.toContain('admin12345');

    // What a PostgreSQL restart does to the pool's idle connections.
    await terminateBackends();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.child.exitCode).toBeNull();
    await waitForHealth(port, server);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('keeps every order it confirmed when its connections are terminated in the middle of 200', async () => {
    const dataDir = await tempDir();
    const database = await openDatabase({ databaseUrl }, pino({ level: 'silent' }));
    await database.migrate();
    await seedDemo(database.db, { images: imageStoreFor(database, path.join(dataDir, 'uploads')) });
    await openAroundTheClock(database.db);
    // 200 unanswered orders of one customer from one address: neither limit is the subject here.
    await database.db.update(stores).set({ openOrdersPerCustomer: null }).where(eq(stores.id, 9));
    const { pickup } = await demoOrders(database.db);
    await database.close();

    const port = await freePort();
    const server = startServer(
      { PORT: String(port), DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ORDERS_PER_ADDRESS: 'off' },
      [],
    );
    await waitForHealth(port, server);
    const base = `http://127.0.0.1:${port}/api`;
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      body: new URLSearchParams({
        username: DEMO_LOGINS.customer.email,
        password: DEMO_LOGINS.customer.password,
      }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const order = async (key: string) => {
      const response = await fetch(`${base}/orders/`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': key,
        },
        body: JSON.stringify(pickup),
      });
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body: (await response.json()) as Record<string, unknown>,
      };
    };

    let answered = 0;
    let terminated: Promise<unknown> | undefined;
    const answers = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const answer = await order(`load-${i}`);
        if (++answered === 40) terminated = terminateBackends();
        return answer;
      }),
    );
    await terminated;

    expect(server.child.exitCode).toBeNull();
    const placed = answers.filter((a) => a.status === 201);
    const failed = answers.filter((a) => a.status !== 201);
    for (const { status, retryAfter, body } of failed) {
      expect(status).toBe(503);
      expect(retryAfter).toBe('5');
      expect(body).toMatchObject({ detail: expect.any(String), code: 'unavailable' });
    }
    expect(placed.length).toBeGreaterThanOrEqual(40);
    const ids = placed.map((a) => (a.body as { data: { id: number } }).data.id);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from orders where id = any($1)',
      [ids],
    );
    await client.end();
    expect(rows[0]!.n).toBe(ids.length);

    expect((await order('after-the-storm')).status).toBe(201);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // Seeding, a server's start and 200 orders: more than the default 30 s on a busy 2-core machine.
  }, 120_000);
});
