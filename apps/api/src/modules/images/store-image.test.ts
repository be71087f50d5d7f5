import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, images, products, taxes } from '../../db/schema/index.ts';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  secondStoreAdmin,
  type TestContext,
} from '../../../test/helpers.ts';

type Method = 'POST' | 'PUT';

describe('image_url of products and categories', () => {
  let t: TestContext;
  let admin: string;
  let rival: { storeId: number; token: string };
  let ownUpload: string;
  let rivalUpload: string;
  let demoPicture: string;
  let taxId: number;
  let categoryId: number;
  let productId: number;

  const call = (method: Method, url: string, token: string, payload: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });

  /** Uploads a small picture as the holder of `token` and answers its URL. */
  async function upload(token: string) {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'dish.png');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/images/upload',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '', ...bearer(token) },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ image_url: string }>().image_url;
  }

  const product = (imageUrl: string | null, itemCode = 'IMG-1') => ({
    name: 'Picture test',
    item_code: itemCode,
    description: '',
    category_id: categoryId,
    tax_id: taxId,
    type: 'simple',
    price: 4.5,
    image_url: imageUrl,
  });
  const category = (imageUrl: string | null) => ({
    name: 'Picture test',
    tax_id: taxId,
    image_url: imageUrl,
  });

  /** Every write that takes an image_url, for one URL. */
  const writes = (imageUrl: string | null): [Method, string, object][] => [
    ['POST', '/products', product(imageUrl, `IMG-${Math.random().toString(36).slice(2, 10)}`)],
    ['PUT', `/products/${productId}`, product(imageUrl)],
    ['POST', '/categories', category(imageUrl)],
    ['PUT', `/categories/${categoryId}`, category(imageUrl)],
    ['POST', `/categories/${categoryId}/status`, { ...category(imageUrl), isActive: true }],
  ];

  const pictureOf = {
    product: async () =>
      (await t.database.db.select().from(products).where(eq(products.id, productId)))[0]!.imageUrl,
    category: async () =>
      (await t.database.db.select().from(categories).where(eq(categories.id, categoryId)))[0]!.imageUrl,
  };

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    admin = await loginDemoAdmin(t.app);
    rival = await secondStoreAdmin(t);
    ownUpload = await upload(admin);
    rivalUpload = await upload(rival.token);
    const [demo] = await t.database.db
      .select()
      .from(images)
      .where(and(eq(images.storeId, 9), like(images.url, '/uploads/demo/%')))
      .limit(1);
    demoPicture = demo!.url;
    const [tax] = await t.database.db.select().from(taxes).where(eq(taxes.storeId, 9)).limit(1);
    taxId = tax!.id;
    const created = await call('POST', '/categories', admin, category(null));
    categoryId = created.json().data.id;
    const createdProduct = await call('POST', '/products', admin, product(null));
    expect(createdProduct.statusCode).toBe(201);
    productId = createdProduct.json().data.id;
  });
  afterAll(() => t.close());

  it("accepts no picture, the store's own upload and the demo pictures seeded for it", async () => {
    expect(ownUpload).toMatch(/^\/uploads\/9\/[0-9a-f-]{36}-8x8\.webp$/);
    for (const imageUrl of [ownUpload, demoPicture, null]) {
      for (const [method, url, payload] of writes(imageUrl)) {
        const response = await call(method, url, admin, payload);
        expect(response.statusCode, `${method} ${url} with ${imageUrl}`).toBeLessThan(300);
        expect(response.json().data.image_url).toBe(imageUrl);
      }
    }
  });

  it("refuses another store's picture, a path that leaves the folder and one never uploaded, with 422 on image_url", async () => {
    await call('PUT', `/products/${productId}`, admin, product(ownUpload));
    await call('PUT', `/categories/${categoryId}`, admin, category(ownUpload));
    const file = ownUpload.split('/').at(-1)!;
    const refused = [
      rivalUpload,
      `/uploads/${rival.storeId}/../9/${file}`,
      '/uploads/9/../../x',
      '/uploads/9/../../../etc/passwd',
      `/uploads/9/./${file}`,
      `/uploads/9//${file}`,
      `/uploads/9/%2e%2e/%2e%2e/${file}`,
      `/uploads/9%2f..%2f..%2fsecret.webp`,
      `/uploads/9/..%2f${file}`,
      `/uploads/9/${file}?v=1`,
      `/uploads/9/${file.toUpperCase()}`,
      '/uploads/9/00000000-0000-4000-8000-000000000000.webp',
      ownUpload.replace(/\.webp$/, '-160w.webp'),
      `https://evil.example${ownUpload}`,
      `//evil.example${ownUpload}`,
      '/uploads/9/a.svg',
    ];
    for (const imageUrl of refused) {
      for (const [method, url, payload] of writes(imageUrl)) {
        const response = await call(method, url, admin, payload);
        expect(response.statusCode, `${method} ${url} with ${imageUrl}`).toBe(422);
        expect(response.json()).toMatchObject({
          fields: { image_url: [expect.any(String)] },
        });
      }
    }
    expect(await pictureOf.product()).toBe(ownUpload);
    expect(await pictureOf.category()).toBe(ownUpload);
  });

  it("lets the other store use its own picture but not this store's", async () => {
    const [rivalTax] = await t.database.db
      .insert(taxes)
      .values({ storeId: rival.storeId, name: 'Rival tax', rateBasisPoints: 1000 })
      .returning();
    const own = await call('POST', '/categories', rival.token, {
      name: 'Mine',
      tax_id: rivalTax!.id,
      image_url: rivalUpload,
    });
    expect(own.statusCode).toBe(201);
    const foreign = await call('POST', '/categories', rival.token, {
      name: 'Theirs',
      tax_id: rivalTax!.id,
      image_url: ownUpload,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({
      detail: 'Upload the image to your store first',
      code: 'image_not_of_store',
      fields: { image_url: ['Upload the image to your store first'] },
    });
  });
});
