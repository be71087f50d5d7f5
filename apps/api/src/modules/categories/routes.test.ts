import { and, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products, taxes } from '../../db/schema/index.ts';
import { DEMO_LOGINS } from '../../db/seed/demo.ts';
import {
  bearer,
  buildTestApp,
  loginAs,
  loginDemoAdmin,
  loginDemoCustomer,
  secondStoreAdmin,
  type TestContext,
} from '../../../test/helpers.ts';

describe('GET /api/categories/?store_id=', () => {
  let t: TestContext;
  let hiddenId: number;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    const [first] = await t.database.db.select().from(categories).where(eq(categories.storeId, 9)).limit(1);
    hiddenId = first!.id;
    await t.database.db.update(categories).set({ isActive: false }).where(eq(categories.id, hiddenId));
  });
  afterAll(() => t.close());

  it('lists the active categories of the store with their tax, in menu order', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/categories/?store_id=9' });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list.map((c: { id: number }) => c.id)).not.toContain(hiddenId);
    for (const category of list) {
      expect(category.isActive).toBe(true);
      expect(category.store_id).toBe(9);
      expect([7, 19]).toContain(category.tax.percentage);
    }
  });

  it('answers without the trailing slash too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/categories?store_id=9' });
    expect(response.statusCode).toBe(200);
  });

  it("shows inactive categories to the store's own administrator only", async () => {
    const token = await loginAs(t.app, DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/categories/?store_id=9',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.json().map((c: { id: number }) => c.id)).toContain(hiddenId);
  });

  it('answers 404 for an unknown store and 422 without a store id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/categories/?store_id=5000' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/categories/' })).statusCode).toBe(422);
  });
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe('back office: categories', () => {
  let t: TestContext;
  let admin: string;
  let customer: string;
  let rival: { storeId: number; token: string };
  let reducedTaxId: number;
  let standardTaxId: number;
  let rivalTaxId: number;

  const call = (method: Method, url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, payload });
  const categoryRow = async (id: number) =>
    (await t.database.db.select().from(categories).where(eq(categories.id, id)))[0];
  const categoriesOf = (storeId: number) =>
    t.database.db.select().from(categories).where(eq(categories.storeId, storeId));
  const create = async (payload: object) => {
    const response = await call('POST', '/categories', admin, payload);
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number };
  };
  const lastPosition = async () => {
    const [row] = await t.database.db
      .select({ last: max(categories.position) })
      .from(categories)
      .where(eq(categories.storeId, 9));
    return row?.last ?? 0;
  };
  const storefrontIds = async () => {
    const response = await call('GET', '/categories/?store_id=9');
    expect(response.statusCode).toBe(200);
    return response.json().map((category: { id: number }) => category.id);
  };

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    admin = await loginDemoAdmin(t.app);
    customer = await loginDemoCustomer(t.app);
    rival = await secondStoreAdmin(t);
    const storeTaxes = await t.database.db.select().from(taxes).where(eq(taxes.storeId, 9));
    reducedTaxId = storeTaxes.find((tax) => tax.name === 'Reduced rate')!.id;
    standardTaxId = storeTaxes.find((tax) => tax.name === 'Standard rate')!.id;
    const [rivalTax] = await t.database.db
      .insert(taxes)
      .values({ storeId: rival.storeId, name: 'Rival tax', rateBasisPoints: 1000 })
      .returning();
    rivalTaxId = rivalTax!.id;
  });
  afterAll(() => t.close());

  it('shows one category with its tax, inactive ones too', async () => {
    const [first] = await categoriesOf(9);
    await t.database.db.update(categories).set({ isActive: false }).where(eq(categories.id, first!.id));
    const response = await call('GET', `/categories/${first!.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: first!.id,
      name: first!.name,
      description: first!.description,
      translations: first!.translations,
      image_url: first!.imageUrl,
      isActive: false,
      store_id: 9,
      tax_id: first!.taxId,
      tax: { id: first!.taxId, name: expect.any(String), percentage: expect.any(Number) },
    });
    await t.database.db.update(categories).set({ isActive: true }).where(eq(categories.id, first!.id));
  });

  it('creates an active category after the last one, shown on the storefront', async () => {
    const last = await lastPosition();
    const response = await call('POST', '/categories/', admin, {
      name: ' Desserts ',
      description: 'Sweet things',
      tax_id: reducedTaxId,
      image_url: '/uploads/demo/apple-strudel.webp',
      store_id: 9,
    });
    expect(response.statusCode).toBe(201);
    const { msg, data } = response.json();
    expect(msg).toBe('Category created');
    expect(data).toEqual({
      id: expect.any(Number),
      name: 'Desserts',
      description: 'Sweet things',
      translations: {},
      image_url: '/uploads/demo/apple-strudel.webp',
      isActive: true,
      store_id: 9,
      tax_id: reducedTaxId,
      tax: { id: reducedTaxId, name: 'Reduced rate', percentage: 7 },
    });
    expect(await categoryRow(data.id)).toMatchObject({
      storeId: 9,
      name: 'Desserts',
      taxId: reducedTaxId,
      isActive: true,
      position: last + 1,
    });
    const next = await create({ name: 'Specials', tax_id: standardTaxId });
    expect((await categoryRow(next.id))!.position).toBe(last + 2);
    const shown = await storefrontIds();
    expect(shown.slice(-2)).toEqual([data.id, next.id]);
  });

  it.each(['PUT', 'PATCH'] as const)('updates the whole category with %s', async (method) => {
    const { id } = await create({
      name: 'Before',
      tax_id: reducedTaxId,
      image_url: '/uploads/demo/salad.webp',
    });
    const position = (await categoryRow(id))!.position;
    const response = await call(method, `/categories/${id}/`, admin, {
      name: 'After',
      description: 'Changed',
      tax_id: standardTaxId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      msg: 'Category updated',
      data: {
        id,
        name: 'After',
        description: 'Changed',
        translations: {},
        image_url: null,
        isActive: true,
        store_id: 9,
        tax_id: standardTaxId,
        tax: { id: standardTaxId, name: 'Standard rate', percentage: 19 },
      },
    });
    expect(await categoryRow(id)).toMatchObject({
      name: 'After',
      description: 'Changed',
      taxId: standardTaxId,
      imageUrl: null,
      isActive: true,
      position,
    });
  });

  it('deactivates and activates a category, saving its fields, and the storefront follows', async () => {
    const { id } = await create({ name: 'Seasonal', tax_id: reducedTaxId });
    expect(await storefrontIds()).toContain(id);

    const off = await call('POST', `/categories/${id}/status`, admin, {
      name: 'Seasonal (winter)',
      tax_id: reducedTaxId,
      isActive: false,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      msg: 'Category deactivated successfully!',
      data: { id, name: 'Seasonal (winter)', isActive: false },
    });
    expect(await categoryRow(id)).toMatchObject({ name: 'Seasonal (winter)', isActive: false });
    expect(await storefrontIds()).not.toContain(id);

    // A plain update keeps the category hidden.
    await call('PUT', `/categories/${id}`, admin, { name: 'Seasonal (winter)', tax_id: reducedTaxId });
    expect((await categoryRow(id))!.isActive).toBe(false);

    const on = await call('POST', `/categories/${id}/status/`, admin, {
      name: 'Seasonal',
      tax_id: standardTaxId,
      isActive: true,
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      msg: 'Category activated successfully!',
      data: { id, name: 'Seasonal', isActive: true, tax: { id: standardTaxId } },
    });
    expect(await categoryRow(id)).toMatchObject({ isActive: true, taxId: standardTaxId });
    expect(await storefrontIds()).toContain(id);
  });

  it.each([
    ['a missing name', { tax_id: 0 }, 'name'],
    ['a blank name', { name: '  ', tax_id: 0 }, 'name'],
    ['a missing tax', { name: 'Soups' }, 'tax_id'],
    [
      'an image that was not uploaded',
      { name: 'Soups', tax_id: 0, image_url: 'http://x.example/a.png' },
      'image_url',
    ],
    ['a description too long', { name: 'Soups', tax_id: 0, description: 'x'.repeat(1001) }, 'description'],
  ])('refuses %s with 422 on every write', async (_case, payload, field) => {
    const { id } = await create({ name: 'Untouched', tax_id: reducedTaxId });
    const before = await categoryRow(id);
    const count = (await categoriesOf(9)).length;
    const body = { ...payload, ...('tax_id' in payload ? { tax_id: reducedTaxId } : {}) };
    const writes: [Method, string, object][] = [
      ['POST', '/categories', body],
      ['PUT', `/categories/${id}`, body],
      ['PATCH', `/categories/${id}`, body],
      ['POST', `/categories/${id}/status`, { ...body, isActive: false }],
    ];
    for (const [method, url, json] of writes) {
      const response = await call(method, url, admin, json);
      expect(response.statusCode, `${method} ${url}`).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        fields: { [field]: expect.any(Array) },
      });
    }
    expect(await categoryRow(id)).toEqual(before);
    expect(await categoriesOf(9)).toHaveLength(count);
  });

  it('refuses a status change without isActive', async () => {
    const { id } = await create({ name: 'Status', tax_id: reducedTaxId });
    const response = await call('POST', `/categories/${id}/status`, admin, {
      name: 'Status',
      tax_id: reducedTaxId,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toHaveProperty('isActive');
  });

  it('refuses a tax of another store or an unknown tax with 422 on tax_id', async () => {
    const { id } = await create({ name: 'Keeps its tax', tax_id: reducedTaxId });
    const before = await categoryRow(id);
    const count = (await categoriesOf(9)).length;
    for (const taxId of [rivalTaxId, 999999]) {
      const writes: [Method, string, object][] = [
        ['POST', '/categories', { name: 'Foreign', tax_id: taxId }],
        ['PUT', `/categories/${id}`, { name: 'Foreign', tax_id: taxId }],
        ['PATCH', `/categories/${id}`, { name: 'Foreign', tax_id: taxId }],
        ['POST', `/categories/${id}/status`, { name: 'Foreign', tax_id: taxId, isActive: false }],
      ];
      for (const [method, url, json] of writes) {
        const response = await call(method, url, admin, json);
        expect(response.statusCode, `${method} ${url}`).toBe(422);
        expect(response.json()).toMatchObject({
          detail: 'Choose a tax of your store',
          code: 'tax_not_of_store',
          fields: { tax_id: ['Choose a tax of your store'] },
        });
      }
    }
    expect(await categoryRow(id)).toEqual(before);
    expect(await categoriesOf(9)).toHaveLength(count);
  });

  it('answers 404 for unknown ids', async () => {
    const payload = { name: 'Ghost', tax_id: reducedTaxId, isActive: true };
    const routes: [Method, string][] = [
      ['GET', '/categories/999999'],
      ['PUT', '/categories/999999'],
      ['PATCH', '/categories/999999'],
      ['POST', '/categories/999999/status'],
      ['DELETE', '/categories/999999'],
    ];
    for (const [method, url] of routes) {
      const response = await call(
        method,
        url,
        admin,
        method === 'GET' || method === 'DELETE' ? undefined : payload,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toMatchObject({
        detail: 'Category 999999 does not exist',
        code: 'category_not_found',
      });
    }
  });

  it('refuses to delete a category that still has products, then deletes it once empty', async () => {
    const [demo] = await categoriesOf(9);
    const demoProducts = await t.database.db.select().from(products).where(eq(products.categoryId, demo!.id));
    const full = await call('DELETE', `/categories/${demo!.id}`, admin);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      detail: `This category still has ${demoProducts.length} products. Move or delete them first.`,
      code: 'category_has_products',
    });
    expect(await categoryRow(demo!.id)).toBeDefined();

    const { id } = await create({ name: 'One product', tax_id: reducedTaxId });
    const product = await call('POST', '/products', admin, {
      name: 'Lonely',
      item_code: 'LONE-1',
      description: '',
      category_id: id,
      tax_id: reducedTaxId,
      price: 1,
    });
    expect(product.statusCode).toBe(201);
    const one = await call('DELETE', `/categories/${id}`, admin);
    expect(one.statusCode).toBe(409);
    expect(one.json().detail).toBe('This category still has 1 product. Move or delete it first.');

    expect((await call('DELETE', `/products/${product.json().data.id}`, admin)).statusCode).toBe(200);
    const deleted = await call('DELETE', `/categories/${id}/`, admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ msg: 'Category deleted' });
    expect(await categoryRow(id)).toBeUndefined();
    expect(await storefrontIds()).not.toContain(id);
  });

  it('needs a store administrator on every back-office route', async () => {
    const { id } = await create({ name: 'Guarded', tax_id: reducedTaxId });
    const before = await categoryRow(id);
    const payload = { name: 'Sneaky', tax_id: reducedTaxId, isActive: false };
    const routes: [Method, string, object?][] = [
      ['GET', `/categories/${id}`],
      ['POST', '/categories', payload],
      ['PUT', `/categories/${id}`, payload],
      ['PATCH', `/categories/${id}`, payload],
      ['POST', `/categories/${id}/status`, payload],
      ['DELETE', `/categories/${id}`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, customer, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, customer, {})).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await categoryRow(id)).toEqual(before);
    expect((await categoriesOf(9)).some((category) => category.name === 'Sneaky')).toBe(false);
  });

  it("keeps another store's administrator out of store 9's categories", async () => {
    const { id } = await create({ name: 'Target', tax_id: reducedTaxId });
    const before = await categoryRow(id);
    const count = (await categoriesOf(9)).length;
    const own = { name: 'Hijacked', tax_id: rivalTaxId, isActive: false };
    const claiming = { ...own, store_id: 9 };

    const attempts: [Method, string, object | undefined, number][] = [
      ['GET', `/categories/${id}`, undefined, 404],
      ['PUT', `/categories/${id}`, own, 404],
      ['PATCH', `/categories/${id}`, own, 404],
      ['POST', `/categories/${id}/status`, own, 404],
      ['DELETE', `/categories/${id}`, undefined, 404],
      ['PUT', `/categories/${id}`, claiming, 403],
      ['PATCH', `/categories/${id}`, claiming, 403],
      ['POST', `/categories/${id}/status`, claiming, 403],
      ['POST', '/categories', claiming, 403],
      // Store 9's tax is not theirs to use.
      ['POST', '/categories', { name: 'Borrowed', tax_id: reducedTaxId }, 422],
    ];
    for (const [method, url, body, status] of attempts) {
      const response = await call(method, url, rival.token, body);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(status);
    }
    expect(await categoryRow(id)).toEqual(before);
    expect(await categoriesOf(9)).toHaveLength(count);

    const created = await call('POST', '/categories', rival.token, {
      name: 'Rival menu',
      tax_id: rivalTaxId,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.store_id).toBe(rival.storeId);
    const [row] = await t.database.db
      .select()
      .from(categories)
      .where(and(eq(categories.storeId, rival.storeId), eq(categories.id, created.json().data.id)));
    expect(row).toMatchObject({ name: 'Rival menu', position: 1 });
  });
});
