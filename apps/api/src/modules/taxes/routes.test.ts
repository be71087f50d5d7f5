import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products, taxes } from '../../db/schema/index.ts';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  loginDemoCustomer,
  secondStoreAdmin,
  type TestContext,
} from '../../../test/helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('back office: taxes', () => {
  let t: TestContext;
  let admin: string;
  let customer: string;
  let rival: { storeId: number; token: string };

  const call = (method: Method, url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, payload });
  const taxRow = async (id: number) => (await t.database.db.select().from(taxes).where(eq(taxes.id, id)))[0];
  const taxesOf = (storeId: number) => t.database.db.select().from(taxes).where(eq(taxes.storeId, storeId));
  const taxNamed = async (name: string) =>
    (await t.database.db.select().from(taxes).where(eq(taxes.name, name)))[0]!;
  const create = async (payload: object) => {
    const response = await call('POST', '/taxes', admin, payload);
    expect(response.statusCode).toBe(201);
    return response.json().data as { id: number };
  };

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    admin = await loginDemoAdmin(t.app);
    customer = await loginDemoCustomer(t.app);
    rival = await secondStoreAdmin(t);
  });
  afterAll(() => t.close());

  it("lists the caller's taxes by name, with or without store_id and trailing slash", async () => {
    const stored = await taxesOf(9);
    for (const url of ['/taxes', '/taxes/', '/taxes?store_id=9', '/taxes/?store_id=9']) {
      const response = await call('GET', url, admin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { id: expect.any(Number), name: 'Reduced rate', percentage: 7, description: 'Food', store_id: 9 },
        {
          id: expect.any(Number),
          name: 'Standard rate',
          percentage: 19,
          description: 'Drinks, including alcohol',
          store_id: 9,
        },
      ]);
      expect(response.json()).toHaveLength(stored.length);
    }
  });

  it('creates a tax, storing the percentage in basis points', async () => {
    const response = await call('POST', '/taxes', admin, {
      name: '  Takeaway  ',
      percentage: 7.25,
      description: 'Food to go',
    });
    expect(response.statusCode).toBe(201);
    const { msg, data } = response.json();
    expect(msg).toBe('Tax created');
    expect(data).toEqual({
      id: expect.any(Number),
      name: 'Takeaway',
      percentage: 7.25,
      description: 'Food to go',
      store_id: 9,
    });
    expect(await taxRow(data.id)).toMatchObject({
      storeId: 9,
      name: 'Takeaway',
      rateBasisPoints: 725,
      description: 'Food to go',
    });

    const named = await call('POST', '/taxes', admin, { name: 'Zero rate', percentage: 0, store_id: 9 });
    expect(named.statusCode).toBe(201);
    expect(named.json().data).toMatchObject({
      name: 'Zero rate',
      percentage: 0,
      description: '',
      store_id: 9,
    });
    const list = (await call('GET', '/taxes', admin)).json();
    expect(list.map((tax: { name: string }) => tax.name)).toEqual([
      'Reduced rate',
      'Standard rate',
      'Takeaway',
      'Zero rate',
    ]);
  });

  it('shows one tax', async () => {
    const tax = await taxNamed('Reduced rate');
    const response = await call('GET', `/taxes/${tax.id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: tax.id,
      name: 'Reduced rate',
      percentage: 7,
      description: 'Food',
      store_id: 9,
    });
  });

  it('updates a tax', async () => {
    const { id } = await create({ name: 'Old name', percentage: 5 });
    const response = await call('PUT', `/taxes/${id}/`, admin, {
      name: 'New name',
      percentage: 100,
      description: 'Changed',
      store_id: 9,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      msg: 'Tax updated',
      data: { id, name: 'New name', percentage: 100, description: 'Changed', store_id: 9 },
    });
    expect(await taxRow(id)).toMatchObject({
      name: 'New name',
      rateBasisPoints: 10000,
      description: 'Changed',
    });
  });

  it.each([
    ['a missing name', { percentage: 7 }, 'name'],
    ['a blank name', { name: '   ', percentage: 7 }, 'name'],
    ['a missing percentage', { name: 'Tax' }, 'percentage'],
    ['a negative percentage', { name: 'Tax', percentage: -1 }, 'percentage'],
    ['a percentage over 100', { name: 'Tax', percentage: 100.01 }, 'percentage'],
    ['three decimals', { name: 'Tax', percentage: 7.125 }, 'percentage'],
    ['a percentage as text', { name: 'Tax', percentage: 'seven' }, 'percentage'],
  ])('refuses %s with 422 on create and update', async (_case, payload, field) => {
    const { id } = await create({ name: 'Untouched', percentage: 10 });
    const before = await taxRow(id);
    const count = (await taxesOf(9)).length;

    const created = await call('POST', '/taxes', admin, payload);
    expect(created.statusCode).toBe(422);
    expect(created.json()).toMatchObject({
      code: 'validation_failed',
      fields: { [field]: expect.any(Array) },
    });
    expect(await taxesOf(9)).toHaveLength(count);

    const updated = await call('PUT', `/taxes/${id}`, admin, payload);
    expect(updated.statusCode).toBe(422);
    expect(updated.json().fields).toHaveProperty(field);
    expect(await taxRow(id)).toEqual(before);
  });

  it('answers 404 for unknown ids', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await call(method, '/taxes/999999', admin, { name: 'Tax', percentage: 1 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ detail: 'Tax 999999 does not exist', code: 'tax_not_found' });
    }
  });

  it('refuses to delete a tax still in use, saying by how many', async () => {
    const reduced = await taxNamed('Reduced rate');
    const response = await call('DELETE', `/taxes/${reduced.id}`, admin);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('tax_in_use');
    const categoryCount = (
      await t.database.db.select().from(categories).where(eq(categories.taxId, reduced.id))
    ).length;
    const productCount = (await t.database.db.select().from(products).where(eq(products.taxId, reduced.id)))
      .length;
    expect(categoryCount).toBeGreaterThan(1);
    expect(productCount).toBeGreaterThan(1);
    expect(response.json().detail).toBe(
      `This tax is still used by ${categoryCount} categories and ${productCount} products. Give them another tax first.`,
    );
    expect(await taxRow(reduced.id)).toBeDefined();

    const { id } = await create({ name: 'Used once', percentage: 3 });
    const category = await call('POST', '/categories', admin, { name: 'Uses it', tax_id: id });
    expect(category.statusCode).toBe(201);
    const once = await call('DELETE', `/taxes/${id}`, admin);
    expect(once.statusCode).toBe(409);
    expect(once.json().detail).toBe('This tax is still used by 1 category. Give it another tax first.');

    await t.database.db.insert(categories).values({ storeId: 9, taxId: id, name: 'Uses it too' }).returning();
    const twice = await call('DELETE', `/taxes/${id}`, admin);
    expect(twice.json().detail).toBe('This tax is still used by 2 categories. Give them another tax first.');
    expect(await taxRow(id)).toBeDefined();

    await t.database.db.delete(categories).where(eq(categories.taxId, id));
    const deleted = await call('DELETE', `/taxes/${id}/`, admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ msg: 'Tax deleted' });
    expect(await taxRow(id)).toBeUndefined();
  });

  it('names categories and products in the conflict', async () => {
    const { id } = await create({ name: 'Shared', percentage: 4 });
    const category = (await call('POST', '/categories', admin, { name: 'Shared tax', tax_id: id })).json()
      .data;
    for (const code of ['SH-1', 'SH-2']) {
      const product = await call('POST', '/products', admin, {
        name: code,
        item_code: code,
        description: '',
        category_id: category.id,
        tax_id: id,
        price: 2,
      });
      expect(product.statusCode).toBe(201);
    }
    const response = await call('DELETE', `/taxes/${id}`, admin);
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe(
      'This tax is still used by 1 category and 2 products. Give them another tax first.',
    );
  });

  it('needs a store administrator on every route', async () => {
    const { id } = await create({ name: 'Guarded', percentage: 2 });
    const before = await taxRow(id);
    const routes: [Method, string, object?][] = [
      ['GET', '/taxes'],
      ['GET', `/taxes/${id}`],
      ['POST', '/taxes', { name: 'Sneaky', percentage: 1 }],
      ['PUT', `/taxes/${id}`, { name: 'Sneaky', percentage: 1 }],
      ['DELETE', `/taxes/${id}`],
    ];
    for (const [method, url, payload] of routes) {
      const anonymous = await call(method, url, undefined, payload);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asCustomer = await call(method, url, customer, payload);
      expect(asCustomer.statusCode, `${method} ${url}`).toBe(403);
      expect(asCustomer.json().code).toBe('forbidden');
    }
    // Refused before the payload is looked at.
    expect((await call('POST', '/taxes', undefined, {})).statusCode).toBe(401);
    expect((await call('POST', '/taxes', customer, {})).statusCode).toBe(403);
    expect(await taxRow(id)).toEqual(before);
    expect((await taxesOf(9)).some((tax) => tax.name === 'Sneaky')).toBe(false);
  });

  it("keeps another store's administrator out of store 9's taxes", async () => {
    const target = await taxNamed('Reduced rate');
    const before = await taxRow(target.id);
    const storeTaxes = (await taxesOf(9)).length;
    const payload = { name: 'Hijacked', percentage: 0 };

    expect((await call('GET', '/taxes?store_id=9', rival.token)).statusCode).toBe(403);
    expect((await call('POST', '/taxes', rival.token, { ...payload, store_id: 9 })).statusCode).toBe(403);
    expect(
      (await call('PUT', `/taxes/${target.id}`, rival.token, { ...payload, store_id: 9 })).statusCode,
    ).toBe(403);
    for (const [method, body] of [['GET'], ['PUT', payload], ['DELETE']] as [Method, object?][]) {
      const response = await call(method, `/taxes/${target.id}`, rival.token, body);
      expect(response.statusCode, method).toBe(404);
    }
    expect(await taxRow(target.id)).toEqual(before);
    expect(await taxesOf(9)).toHaveLength(storeTaxes);

    // Their own store works, and shows nothing of store 9.
    expect((await call('GET', '/taxes', rival.token)).json()).toEqual([]);
    const own = await call('POST', '/taxes', rival.token, { name: 'Rival rate', percentage: 19 });
    expect(own.statusCode).toBe(201);
    expect(own.json().data.store_id).toBe(rival.storeId);
    const list = (await call('GET', `/taxes?store_id=${rival.storeId}`, rival.token)).json();
    expect(list.map((tax: { name: string }) => tax.name)).toEqual(['Rival rate']);
  });
});
