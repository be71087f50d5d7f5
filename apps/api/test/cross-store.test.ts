import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { DEMO_STORE_ID } from '../src/db/seed/demo.ts';
import { bearer, loginAs, loginDemoCustomer, tempDir, testConfig, usesPostgres } from './helpers.ts';
import { runScript } from './server-process.ts';
import { storeSnapshot, type StoreSnapshot } from './store-snapshot.ts';

// The rival restaurant and its administrator are onboarded exactly as an operator would: with the CLI.
describe.skipIf(usesPostgres)('an administrator of another store, made with the CLI', () => {
  let database: DatabaseHandle;
  let app: App;
  let rival: string;
  let rivalStoreId: number;
  let before: StoreSnapshot;

  async function cli(dataDir: string, ...args: string[]) {
    const run = runScript('src/cli/index.ts', args, { DATA_DIR: dataDir });
    const code = await run.exited;
    if (code !== 0) throw new Error(`cli ${args[0]} failed: ${run.stderr()}`);
    return run.stdout().trim();
  }

  beforeAll(async () => {
    const dataDir = await tempDir();
    await cli(dataDir, 'seed:demo');
    rivalStoreId = Number(
      await cli(
        dataDir,
        'store:create',
        '--name',
        'Rival',
        '--address',
        'Nebenweg 1',
        '--country',
        'Germany',
      ),
    );
    await cli(
      dataDir,
      'admin:create',
      '--store',
      String(rivalStoreId),
      '--email',
      'rival@example.com',
      '--password',
      'rival-pass-1',
    );
    const silent = pino({ level: 'silent' });
    database = await openDatabase({ dataDir }, silent);
    const config = await testConfig({ DATA_DIR: dataDir, UPLOAD_DIR: path.join(dataDir, 'uploads') });
    app = await buildApp(config, database, silent, { redisNamespace: `x-${randomBytes(4).toString('hex')}` });
    await app.ready();
    rival = await loginAs(app, 'rival@example.com', 'rival-pass-1');
    before = await storeSnapshot(database.db);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** Every id-taking back-office route, aimed at store 9's rows with payloads that are otherwise valid. */
  function attacks() {
    const tax = before.taxes[0]!;
    const category = before.categories[0]!;
    const product = before.products.find((p) => p.type === 'variable')!;
    const hours = before.hours[0]!;
    const discount = before.discounts[0]!;
    const postcode = before.postcodes[0]!;
    const specialDay = before.specialDays[0]!;
    const taxBody = { name: 'Hijacked', percentage: 1, description: '' };
    const categoryBody = { name: 'Hijacked', description: '', tax_id: tax.id, image_url: null };
    const productBody = {
      name: 'Hijacked',
      item_code: 'HIJACK',
      description: 'x',
      category_id: category.id,
      tax_id: tax.id,
      type: 'simple',
      price: 0,
      variants: [],
    };
    const hoursBody = { name: 'Hijacked', opening_time: '00:00', closing_time: '01:00', days: [0] };
    const discountBody = { code: discount.code, type: 'percentage', value: 100, expires_at: '2099-12-31' };
    const postcodeBody = { postcode: postcode.postcode, delivery_fee: 0 };
    const specialDayBody = { date: specialDay.date, closed: true, ranges: [], note: 'Hijacked' };
    const settingsBody = { order_timeout_minutes: 1, auto_accept: true, preorder_days: 0 };
    return [
      ['GET', `/api/taxes/${tax.id}`],
      ['PUT', `/api/taxes/${tax.id}`, taxBody],
      ['DELETE', `/api/taxes/${tax.id}`],
      ['GET', `/api/taxes/?store_id=${DEMO_STORE_ID}`],
      ['POST', '/api/taxes/', { ...taxBody, store_id: DEMO_STORE_ID }],
      ['GET', `/api/categories/${category.id}`],
      ['PUT', `/api/categories/${category.id}`, categoryBody],
      ['PATCH', `/api/categories/${category.id}`, categoryBody],
      ['POST', `/api/categories/${category.id}/status`, { ...categoryBody, isActive: false }],
      ['DELETE', `/api/categories/${category.id}`],
      ['POST', '/api/categories/', { ...categoryBody, store_id: DEMO_STORE_ID }],
      ['POST', '/api/categories/', { ...categoryBody, store_id: rivalStoreId }],
      ['GET', `/api/products/${product.id}`],
      ['PUT', `/api/products/${product.id}`, productBody],
      ['DELETE', `/api/products/${product.id}`],
      ['GET', `/api/products/?store_id=${DEMO_STORE_ID}`],
      ['POST', '/api/products/', { ...productBody, store_id: DEMO_STORE_ID }],
      ['POST', '/api/products/', { ...productBody, store_id: rivalStoreId }],
      ['GET', `/api/store-hours/store/${DEMO_STORE_ID}`],
      ['POST', `/api/store-hours/store/${DEMO_STORE_ID}`, hoursBody],
      ['PUT', `/api/store-hours/${hours.id}/group`, hoursBody],
      ['DELETE', `/api/store-hours/${hours.id}`],
      ['DELETE', `/api/store-hours/${hours.id}/group`],
      ['GET', `/api/discounts/${discount.id}`],
      ['PUT', `/api/discounts/${discount.id}`, discountBody],
      ['DELETE', `/api/discounts/${discount.id}`],
      ['POST', '/api/discounts/', { ...discountBody, store_id: DEMO_STORE_ID }],
      ['GET', `/api/postcodes/${postcode.id}`],
      ['PUT', `/api/postcodes/${postcode.id}`, postcodeBody],
      ['DELETE', `/api/postcodes/${postcode.id}`],
      ['POST', '/api/postcodes/', { ...postcodeBody, store_id: DEMO_STORE_ID }],
      ['PUT', `/api/special-days/${specialDay.id}`, specialDayBody],
      ['DELETE', `/api/special-days/${specialDay.id}`],
      ['POST', '/api/special-days/', { ...specialDayBody, date: '2099-01-01', store_id: DEMO_STORE_ID }],
      ['GET', `/api/stores/${DEMO_STORE_ID}/settings`],
      ['PUT', `/api/stores/${DEMO_STORE_ID}/settings`, settingsBody],
      ['POST', `/api/stores/${DEMO_STORE_ID}/pause`, { minutes: 60 }],
      ['POST', `/api/stores/${DEMO_STORE_ID}/resume`],
    ] as const;
  }

  it('is refused on every route that names store 9 or one of its rows, and nothing changes', async () => {
    for (const [method, url, payload] of attacks()) {
      const response = await app.inject({ method, url, headers: bearer(rival), payload });
      expect.soft([403, 404, 422], `${method} ${url}`).toContain(response.statusCode);
      expect.soft(response.json(), `${method} ${url}`).toHaveProperty('code');
    }
    expect(await storeSnapshot(database.db)).toEqual(before);
  });

  it('refuses a customer on every one of those routes, and nothing changes', async () => {
    const customer = await loginDemoCustomer(app);
    for (const [method, url, payload] of attacks()) {
      const response = await app.inject({ method, url, headers: bearer(customer), payload });
      expect.soft(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await storeSnapshot(database.db)).toEqual(before);
  });

  it('still lets the rival manage its own store', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/taxes/',
      headers: bearer(rival),
      payload: { name: 'MwSt', percentage: 19, description: '', store_id: rivalStoreId },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.store_id).toBe(rivalStoreId);
  });
});
