import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { categories, products } from '../db/schema/index.ts';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  speakEnglishByDefault,
  type TestContext,
} from '../../test/helpers.ts';
import { FakeClock } from '../../test/order-desk.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';
import { MENU_CACHE_TTL_MS } from './menu-cache.ts';

const MENU = '/api/categories/?store_id=9';
type WireCategory = {
  id: number;
  name: string;
  description: string;
  tax_id: number;
  image_url: string | null;
};

async function renameBehindTheApi(t: TestContext, id: number, name: string) {
  await t.database.db.update(categories).set({ name }).where(eq(categories.id, id));
}

async function renameProductBehindTheApi(t: TestContext, id: number, name: string) {
  await t.database.db.update(products).set({ name }).where(eq(products.id, id));
}

describe('the menu cache of the storefront reads', () => {
  let t: TestContext;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    admin = await loginDemoAdmin(t.app);
  });
  afterAll(() => t.close());

  it('answers repeated reads from memory with an ETag, and 304 to a browser that has them', async () => {
    const first = await t.app.inject({ method: 'GET', url: MENU });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);

    // A change made behind the API's back is not seen: the second read never reached the database.
    const [category] = first.json<WireCategory[]>();
    await renameBehindTheApi(t, category!.id, 'Changed in the database only');
    const second = await t.app.inject({ method: 'GET', url: MENU });
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(etag);

    const revalidated = await t.app.inject({ method: 'GET', url: MENU, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    await renameBehindTheApi(t, category!.id, category!.name);
  });

  it('keeps each entry compressed, so that a hit is sent in the encoding the browser accepts as it is', async () => {
    const [category] = (await t.app.inject({ method: 'GET', url: MENU })).json<WireCategory[]>();
    const url = `/api/products/limitbycat/100?store_id=9&category_id=${category!.id}`;
    const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

    const fresh = await get({ 'accept-encoding': 'br' });
    expect(fresh.headers['content-encoding']).toBe('br');
    expect(fresh.headers.vary).toBe('accept-encoding, accept-language');
    const body = zlib.brotliDecompressSync(fresh.rawPayload).toString();

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding, accept-language');
    expect(plain.body).toBe(body);

    const hit = await get({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(hit.headers['content-encoding']).toBe('br');
    expect(hit.headers['content-type']).toMatch(/^application\/json/);
    expect(hit.rawPayload.equals(fresh.rawPayload), 'the bytes sent to the first reader').toBe(true);
    expect(hit.headers.etag).toBe(plain.headers.etag);

    const gzip = await get({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(body);

    const revalidated = await get({ 'accept-encoding': 'br', 'if-none-match': hit.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.vary).toBe('accept-encoding, accept-language');
    expect(revalidated.headers['content-encoding']).toBeUndefined();
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('sends a small entry as it is', async () => {
    // The delivery areas: a short list whatever else the demo store gains.
    const url = '/api/postcodes/store/9';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(Buffer.byteLength(plain.body)).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    const areas = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(areas.headers['content-encoding']).toBeUndefined();
    expect(areas.headers.vary).toBeUndefined();
    expect(areas.body).toBe(plain.body);
  });

  it('drops the store’s entries when the back office changes something, before the write answers', async () => {
    const [category] = (await t.app.inject({ method: 'GET', url: MENU })).json<WireCategory[]>();
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/categories/${category!.id}`,
      headers: bearer(admin),
      payload: { ...category, name: 'Seasonal specials', translations: {} },
    });
    expect(saved.statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: MENU })).json<WireCategory[]>();
    expect(after.find((c) => c.id === category!.id)?.name).toBe('Seasonal specials');
  });

  it('refreshes the store’s hours after an hours change', async () => {
    await t.app.inject({ method: 'GET', url: '/api/stores/9' });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/store-hours/store/9',
      headers: bearer(admin),
      payload: { name: 'Breakfast', opening_time: '06:15', closing_time: '09:45', days: [6] },
    });
    expect(saved.statusCode).toBe(201);
    const store = (await t.app.inject({ method: 'GET', url: '/api/stores/9' })).json();
    expect(store.store_hours).toContainEqual({ day_of_week: 6, open_time: '06:15', close_time: '09:45' });
  });

  it('keys entries by route and declared parameters, so junk query parameters neither fill nor flush it', async () => {
    const first = await t.app.inject({ method: 'GET', url: MENU });
    const [category] = first.json<WireCategory[]>();
    await renameBehindTheApi(t, category!.id, 'Changed in the database only');
    const junk = () => randomBytes(1 + (randomBytes(1)[0]! % 12)).toString('hex');
    // More reads than the cache holds entries: keyed by URL, they would push the real entry out.
    for (let i = 0; i < 2_100; i++) {
      const response = await t.app.inject({ method: 'GET', url: `${MENU}&${junk()}=${junk()}&${junk()}=` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(first.body);
    }
    for (const url of [
      MENU,
      '/api/categories?store_id=09',
      `/api/categories?_=${junk()}&store_id=9&store=1`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).body).toBe(first.body);
    }

    await renameBehindTheApi(t, category!.id, category!.name);

    const page = `/api/products/limitbycat/10?store_id=9&category_id=${category!.id}`;
    const cached = await t.app.inject({ method: 'GET', url: page });
    const [product] = cached.json<{ id: number; name: string }[]>();
    await renameProductBehindTheApi(t, product!.id, 'Changed in the database only');
    const reordered = `/api/products/limitbycat/10?utm_source=x&offset=0&category_id=${category!.id}&store_id=9`;
    expect((await t.app.inject({ method: 'GET', url: reordered })).body).toBe(cached.body);
    await renameProductBehindTheApi(t, product!.id, product!.name);
  });

  it('is bypassed by callers with a token, who may see what the public must not', async () => {
    const response = await t.app.inject({ method: 'GET', url: MENU, headers: bearer(admin) });
    expect(response.headers.etag).toBeUndefined();
  });
});

describe.skipIf(!process.env.REDIS_URL || process.env.TEST_DB !== 'postgres')(
  'the menu cache with two server processes sharing Redis',
  () => {
    let t: TestContext;
    let second: App;
    beforeAll(async () => {
      const namespace = `cache-${randomBytes(4).toString('hex')}`;
      t = await buildTestApp({ demo: true, redisNamespace: namespace });
      second = await buildApp(t.config, t.database, pino({ level: 'silent' }), { redisNamespace: namespace });
      await second.ready();
      speakEnglishByDefault(second);
    });
    afterAll(async () => {
      await second?.close();
      await t.close();
    });

    it('drops the entries of the other process too', async () => {
      const [category] = (await second.inject({ method: 'GET', url: MENU })).json<WireCategory[]>();
      const admin = await loginDemoAdmin(t.app);
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/api/categories/${category!.id}`,
        headers: bearer(admin),
        payload: { ...category, name: 'Renamed on the first process' },
      });
      expect(saved.statusCode).toBe(200);
      await expect
        .poll(async () => (await second.inject({ method: 'GET', url: MENU })).json<WireCategory[]>()[0]!.name)
        .toBe('Renamed on the first process');
    });
  },
);

describe('the menu cache and sold-out products', () => {
  let t: TestContext;
  let admin: string;
  const clock = new FakeClock(new Date('2026-06-10T16:00:00Z'));
  beforeAll(async () => {
    t = await buildTestApp({ demo: true, clock });
    admin = await loginDemoAdmin(t.app);
  });
  afterAll(() => t.close());

  it('shows a sold-out at once, and its end by itself at that instant rather than after the TTL', async () => {
    const [product] = await t.database.db.select().from(products).where(eq(products.storeId, 9)).limit(1);
    const url = `/api/products/limitbycat/100?store_id=9&category_id=${product!.categoryId}`;
    const soldOut = async () =>
      (await t.app.inject({ method: 'GET', url }))
        .json<{ id: number; sold_out: boolean }[]>()
        .find((row) => row.id === product!.id)!.sold_out;
    expect(await soldOut()).toBe(false);
    const until = new Date(clock.now().getTime() + 10_000).toISOString();
    const marked = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${product!.id}/sold-out`,
      headers: bearer(admin),
      payload: { until },
    });
    expect(marked.statusCode).toBe(200);
    expect(await soldOut()).toBe(true);
    clock.advance(10_001);
    // Well inside the TTL of the entry that said "sold out".
    expect(10_001).toBeLessThan(MENU_CACHE_TTL_MS);
    expect(await soldOut()).toBe(false);
  });
});
