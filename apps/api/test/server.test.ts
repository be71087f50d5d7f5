import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir, usesPostgres } from './helpers.ts';
import { freePort, runScript, waitForHealth, type RunningProcess } from './server-process.ts';

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
  it('survives the database dropping its connections', async () => {
    const adminUrl = process.env.DATABASE_URL!;
    const name = `food_proc_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const port = await freePort();
    try {
      const server = startServer(
        { PORT: String(port), DATABASE_URL: url.toString(), DATA_DIR: await tempDir() },
        [],
      );
      await waitForHealth(port, server);
      expect(server.stdout()).not.toContain('admin12345');

      // What a PostgreSQL restart does to the pool's idle connections.
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(server.child.exitCode).toBeNull();
      await waitForHealth(port, server);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
