import { and, asc, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loginDemoAdmin,
  loginDemoCustomer,
  tempDir,
  testConfig,
  usesPostgres,
  bearer,
} from '../../test/helpers.ts';
import { demoOrders, openAroundTheClock, placeOrder } from '../../test/order-desk.ts';
import { runScript } from '../../test/server-process.ts';
import { buildApp } from '../app.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client.ts';
import { optionGroups, options, productOptionGroups, products } from '../db/schema/index.ts';
import { seedDemo } from '../db/seed/demo.ts';
import { imageStoreFor } from '../modules/images/service.ts';

const adminUrl = process.env.DATABASE_URL;
const silent = pino({ level: 'silent' });

/** A pickup of a simple product with options: the order then has rows in every order table. */
async function orderWithOptions(db: Database) {
  const [offer] = await db
    .select({ productId: productOptionGroups.productId })
    .from(productOptionGroups)
    .innerJoin(products, eq(products.id, productOptionGroups.productId))
    .where(and(eq(products.storeId, 9), eq(products.type, 'simple')))
    .orderBy(asc(productOptionGroups.productId))
    .limit(1);
  const groups = await db
    .select({ id: optionGroups.id, min: optionGroups.minChoices })
    .from(productOptionGroups)
    .innerJoin(optionGroups, eq(optionGroups.id, productOptionGroups.groupId))
    .where(eq(productOptionGroups.productId, offer!.productId));
  const optionIds: number[] = [];
  for (const group of groups) {
    const chosen = await db
      .select({ id: options.id })
      .from(options)
      .where(eq(options.groupId, group.id))
      .orderBy(asc(options.position))
      .limit(Math.max(group.min, 1));
    optionIds.push(...chosen.map((option) => option.id));
  }
  const { pickup } = await demoOrders(db);
  return { ...pickup, items: [{ product_id: offer!.productId, quantity: 2, option_ids: optionIds }] };
}

type App = Awaited<ReturnType<typeof buildApp>>;

/** Runs the app on a database for `work`, then closes both. */
async function withApp<T>(
  database: DatabaseHandle,
  env: Record<string, string>,
  work: (app: App) => Promise<T>,
): Promise<T> {
  const app = await buildApp(await testConfig(env), database, silent, {
    redisNamespace: `copy-${randomBytes(4).toString('hex')}`,
  });
  try {
    await app.ready();
    return await work(app);
  } finally {
    await app.close();
    await database.close();
  }
}

/** Uploads a small picture as the demo administrator; answers its URL. */
async function uploadPicture(app: App): Promise<string> {
  const bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'dish.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await app.inject({
    method: 'POST',
    url: '/api/images/upload',
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')!, ...bearer(await loginDemoAdmin(app)) },
  });
  if (response.statusCode !== 201) throw new Error(`upload refused: ${response.body}`);
  return response.json<{ image_url: string }>().image_url;
}

describe.skipIf(usesPostgres || !adminUrl)(
  'db:copy into PostgreSQL (runs when DATABASE_URL is set)',
  { timeout: 180_000 },
  () => {
    let dataDir: string;
    let targetUrl: string;
    let name: string;
    let placed: { id: number; body: unknown }[];
    let picture: string;

    async function admin(statement: string) {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    }

    async function copy() {
      const run = runScript('src/cli/index.ts', ['db:copy', '--to', targetUrl], { DATA_DIR: dataDir });
      const code = await run.exited;
      return { code, stdout: run.stdout(), stderr: run.stderr().trim() };
    }

    beforeAll(async () => {
      dataDir = await tempDir();
      const source = await openDatabase({ dataDir }, silent);
      await source.migrate();
      const uploadDir = path.join(dataDir, 'uploads');
      await seedDemo(source.db, { images: imageStoreFor(source, uploadDir) });
      await openAroundTheClock(source.db);
      const payloads = [await orderWithOptions(source.db), (await demoOrders(source.db)).pickup];
      placed = await withApp(source, { UPLOAD_DIR: uploadDir }, async (app) => {
        picture = await uploadPicture(app);
        const token = await loginDemoCustomer(app);
        const orders = [];
        for (const payload of payloads) {
          const id = await placeOrder(app, token, payload);
          const response = await app.inject({
            method: 'GET',
            url: `/api/orders/${id}`,
            headers: bearer(token),
          });
          orders.push({ id, body: response.json() });
        }
        return orders;
      });

      name = `dbcopy_test_${randomBytes(5).toString('hex')}`;
      await admin(`create database ${name}`);
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      targetUrl = url.toString();
    }, 180_000);
    afterAll(async () => {
      if (name) await admin(`drop database if exists ${name} with (force)`);
    });

    it('copies every table with its ids and the picture files, prints equal counts; orders and pictures read the same through the API', async () => {
      const { code, stdout, stderr } = await copy();
      expect(stderr).toBe('');
      expect(code).toBe(0);

      const counts = new Map(
        stdout
          .split('\n')
          .map((line) => line.trim().split(/\s+/))
          .filter((cells) => cells.length === 3 && /^\d+$/.test(cells[1]!))
          .map(([table, source, target]) => [table!, { source: Number(source), target: Number(target) }]),
      );
      for (const table of [
        'stores',
        'products',
        'orders',
        'order_items',
        'order_item_options',
        'payments',
        'users',
      ]) {
        expect(counts.get(table)?.source, table).toBeGreaterThan(0);
      }
      for (const [table, count] of counts) expect(count.target, table).toBe(count.source);
      expect(counts.get('orders')).toEqual({ source: 2, target: 2 });

      expect(counts.get('image_files')!.target).toBeGreaterThan(1);
      expect(stdout).toContain(`image_files holds the ${counts.get('image_files')!.target} picture files of`);

      const target = await openDatabase({ databaseUrl: targetUrl }, silent);
      // A new, empty upload folder: every picture is served from PostgreSQL.
      await withApp(target, {}, async (app) => {
        const served = await app.inject({ method: 'GET', url: picture });
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.equals(await readFile(path.join(dataDir, picture)))).toBe(true);

        const token = await loginDemoCustomer(app);
        for (const order of placed) {
          const response = await app.inject({
            method: 'GET',
            url: `/api/orders/${order.id}`,
            headers: bearer(token),
          });
          expect(response.statusCode).toBe(200);
          expect(response.json()).toEqual(order.body);
        }
        // The sequences continue after the copied ids.
        const next = await placeOrder(app, token, (await demoOrders(target.db)).pickup);
        expect(next).toBeGreaterThan(Math.max(...placed.map((order) => order.id)));
      });
    });

    it('refuses a database that already has data, with one line', async () => {
      const { code, stdout, stderr } = await copy();
      expect(code).toBe(1);
      expect(stdout).toBe('');
      expect(stderr).toMatch(
        new RegExp(
          `^The database .*/${name} already has data \\(table \\w+\\); db:copy only copies into an empty database\\.$`,
        ),
      );
    });
  },
);
