import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../apps/api/src/config/env.ts';
import type { Database } from '../apps/api/src/db/client.ts';
import { openConfiguredDatabase } from '../apps/api/src/db/open.ts';
import { seedDemo } from '../apps/api/src/db/seed/demo.ts';
import { freePort, spawnScript, waitForOk } from './processes.ts';
import { imageStoreFor } from '../apps/api/src/modules/images/service.ts';

export interface DemoServerOptions {
  /** The server's PostgreSQL database; without, PGlite in the server's own data folder. */
  databaseUrl?: string;
  /** The web app's build; apps/web/dist when not given. */
  webDistDir?: string;
  /** More settings for the server (the Stripe-compatible test server's, for one). */
  env?: Record<string, string>;
  /** Runs on the seeded database before the server opens it. */
  prepare?: (db: Database) => Promise<void>;
  /**
   * false: the server starts as in production, without `--seed-demo` (the database is seeded all the
   * same), so it writes its request lines at info and does not hold the demo store open around the clock.
   */
  demo?: boolean;
}

/**
 * The real server in a process of its own, as `npm start` runs it in production (NODE_ENV=production,
 * request logging at info), with the demo store on a fresh database and listening on a free port.
 * Its log goes to `logFile`.
 */
export async function startDemoServer(options: DemoServerOptions = {}) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'food-bench-'));
  const port = await freePort();
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    WEB_DIST_DIR: options.webDistDir ?? path.resolve(import.meta.dirname, '../apps/web/dist'),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    // The benches place orders by the thousand, all from this machine's address.
    ORDERS_PER_ADDRESS: 'off',
    ...options.env,
  };
  const config = loadConfig(env);
  const database = await openConfiguredDatabase(config, pino({ level: 'silent' }));
  try {
    await seedDemo(database.db, { images: imageStoreFor(database, config.uploadDir) });
    await options.prepare?.(database.db);
  } finally {
    await database.close();
  }

  const logFile = path.join(dir, 'server.log');
  const server = spawnScript('apps/api/src/server.ts', options.demo === false ? [] : ['--seed-demo'], {
    env,
    stdoutFile: logFile,
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${origin}/api/health`, server);
  } catch (err) {
    server.child.kill('SIGKILL');
    throw err;
  }
  return {
    origin,
    pid: server.child.pid!,
    dataDir: dir,
    logFile,
    running: () => server.child.exitCode === null,
    /** Stops the server as a supervisor would (SIGTERM); the data folder stays until `remove`. */
    async stop() {
      server.child.kill('SIGTERM');
      const code = await server.exited;
      if (code !== 0) throw new Error(`the server exited with ${code}: ${server.stderr()}`);
    },
    remove: () => fs.rm(dir, { recursive: true, force: true }),
    async close() {
      await this.stop();
      await this.remove();
    },
  };
}
