import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { InjectOptions } from 'fastify';
import { pino } from 'pino';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config/env.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client.ts';
import { stores } from '../src/db/schema/index.ts';
import { DEMO_LOGINS, seedDemo } from '../src/db/seed/demo.ts';
import type { Clock } from '../src/lib/clock.ts';
import type { HostLookup } from '../src/modules/printers/printer-host.ts';
import { createStore } from '../src/modules/stores/service.ts';
import { createAdmin } from '../src/modules/users/service.ts';
import { imageStoreFor } from '../src/modules/images/service.ts';

export const usesPostgres = process.env.TEST_DB === 'postgres';
const silent = pino({ level: 'silent' });

export async function tempDir(prefix = 'food-test-') {
  return fs.mkdtemp(path.join(os.tmpdir(), prefix));
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a new PostgreSQL database,
 * reached through 127.0.0.1:`port` when given (a proxy in front of DATABASE_URL's server).
 */
export async function openTestDatabase(options: { port?: number } = {}): Promise<DatabaseHandle> {
  if (!usesPostgres) {
    const handle = await openDatabase({ memory: true }, silent);
    await handle.migrate();
    return handle;
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `food_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  if (options.port) {
    url.hostname = '127.0.0.1';
    url.port = String(options.port);
  }
  const handle = await openDatabase({ databaseUrl: url.toString() }, silent);
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export async function testConfig(overrides: Record<string, string> = {}): Promise<Config> {
  const dir = await tempDir();
  return loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    UPLOAD_DIR: path.join(dir, 'uploads'),
    WEB_DIST_DIR: path.join(dir, 'no-web-build'),
    ...(usesPostgres && process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    // Every injected request comes from one address; open-orders.test.ts tests this limit.
    ORDERS_PER_ADDRESS: 'off',
    // One customer at one address starts checkout after checkout; payments/unpaid-checkouts.test.ts tests this limit.
    UNPAID_CHECKOUTS_PER_CLIENT: 'off',
    ...overrides,
  });
}

/**
 * Lifts the demo store's limit of unanswered orders per customer: most tests have one customer place
 * order after order, unanswered; open-orders.test.ts tests the limit.
 */
export async function liftOpenOrdersLimit(db: Database) {
  await db.update(stores).set({ openOrdersPerCustomer: null }).where(eq(stores.id, 9));
}

export interface TestContext {
  app: App;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** The whole app on a fresh database, optionally with the demo restaurant (store 9). */
export async function buildTestApp(
  options: {
    demo?: boolean;
    env?: Record<string, string>;
    redisNamespace?: string;
    clock?: Clock;
    /** Answers for the host names of network printers, in place of the system's resolver. */
    lookupHost?: HostLookup;
    databasePort?: number;
    /** Keep the demo store's limit of unanswered orders per customer (3), which is otherwise lifted. */
    keepOpenOrdersLimit?: boolean;
    /** Run as `npm start` runs the demo (`--seed-demo`): open whatever the day and hour. */
    demoServer?: boolean;
  } = {},
): Promise<TestContext> {
  const config = await testConfig(options.env);
  const database = await openTestDatabase({ port: options.databasePort });
  if (options.demo) {
    await seedDemo(database.db, { images: imageStoreFor(database, config.uploadDir) });
    if (!options.keepOpenOrdersLimit) await liftOpenOrdersLimit(database.db);
  }
  const app = await buildApp(config, database, silent, {
    redisNamespace: options.redisNamespace ?? `test-${randomBytes(6).toString('hex')}`,
    clock: options.clock,
    lookupHost: options.lookupHost,
    demo: options.demoServer,
  });
  await app.ready();
  speakEnglishByDefault(app);
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * The tests read the API's English texts: every injected request asks for English unless it sends its own
 * Accept-Language (an empty one leaves the choice to the store's default language).
 */
export function speakEnglishByDefault(app: App) {
  const inject = app.inject.bind(app);
  app.inject = ((options?: InjectOptions | string) => {
    if (options === undefined) return inject();
    const given = typeof options === 'string' ? { url: options } : options;
    return inject({ ...given, headers: { 'accept-language': 'en', ...given.headers } });
  }) as App['inject'];
}

export async function loginAs(app: App, email: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: new URLSearchParams({ username: email, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (response.statusCode !== 200) throw new Error(`login as ${email} failed: ${response.body}`);
  return response.json<{ access_token: string }>().access_token;
}

/** The demo administrator's token (store 9). */
export const loginDemoAdmin = (app: App) => loginAs(app, DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);

/** The demo customer's token. */
export const loginDemoCustomer = (app: App) =>
  loginAs(app, DEMO_LOGINS.customer.email, DEMO_LOGINS.customer.password);

/** A second restaurant and its administrator, made by the services behind `store:create` and `admin:create`. */
export async function secondStoreAdmin(
  t: TestContext,
): Promise<{ storeId: number; token: string; email: string; password: string }> {
  const store = await createStore(t.database.db, {
    name: 'Rival Kitchen',
    address: 'Nebenstraße 2, 10115 Berlin',
    country: 'Germany',
    timezone: 'Europe/Berlin',
    currency: 'EUR',
    locale: 'de-DE',
  });
  const email = `owner-${store.id}@rival.example`;
  const password = 'rival-pass-123';
  await createAdmin(t.database.db, { storeId: store.id, email, password, name: 'Rival' });
  return { storeId: store.id, token: await loginAs(t.app, email, password), email, password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
