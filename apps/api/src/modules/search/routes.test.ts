import type { BackOfficeSearchResults } from '@food/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, users } from '../../db/schema/index.ts';
import { DEMO_LOGINS } from '../../db/seed/demo.ts';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  loginDemoCustomer,
  secondStoreAdmin,
  type TestContext,
} from '../../../test/helpers.ts';

const DEMO_STORE_ID = 9;

describe('GET /api/search', () => {
  let t: TestContext;
  let admin: string;
  let rival: { storeId: number; token: string };
  let orderIds: { zora: number; ben: number; rivalZora: number };

  const search = (q: string | null, token: string | null = admin) =>
    t.app.inject({
      method: 'GET',
      url: q === null ? '/api/search' : `/api/search?${new URLSearchParams({ q })}`,
      // The demo store's default language is German; these cases read its (English) default names.
      headers: { 'accept-language': 'en', ...(token ? bearer(token) : {}) },
    });
  const results = async (q: string, token: string = admin) => {
    const response = await search(q, token);
    expect(response.statusCode).toBe(200);
    return response.json<BackOfficeSearchResults>();
  };

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    admin = await loginDemoAdmin(t.app);
    rival = await secondStoreAdmin(t);

    // The rival sells a dish of the same name, in a category of the same name.
    const create = async (url: string, payload: object) => {
      const response = await t.app.inject({ method: 'POST', url, headers: bearer(rival.token), payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ data: { id: number } }>().data.id;
    };
    const taxId = await create('/api/taxes', { name: 'MwSt', percentage: 7 });
    const categoryId = await create('/api/categories', { name: 'Starters', tax_id: taxId });
    await create('/api/products', {
      name: 'Kartoffelpuffer',
      item_code: 'RIVAL-1',
      description: '',
      price: 5,
      category_id: categoryId,
      tax_id: taxId,
    });

    const [customer] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_LOGINS.customer.email));
    const order = (storeId: number, fields: Partial<typeof orders.$inferInsert> & { number: number }) => ({
      storeId,
      orderType: 2,
      language: 'en',
      currency: 'GBP',
      subtotalMinor: 1250,
      totalMinor: 1250,
      ...fields,
    });
    const inserted = await t.database.db
      .insert(orders)
      .values([
        order(DEMO_STORE_ID, { number: 901, customerName: 'Zora Quill', phone: '+49 151 2345 6789' }),
        order(DEMO_STORE_ID, {
          number: 902,
          customerName: 'Ben Okafor',
          phone: '030 555',
          userId: customer!.id,
        }),
        order(rival.storeId, { number: 903, customerName: 'Zora Quill', phone: '+49 151 2345 6789' }),
      ])
      .returning({ id: orders.id });
    const [zora, ben, rivalZora] = inserted.map((row) => row.id);
    orderIds = { zora: zora!, ben: ben!, rivalZora: rivalZora! };
  });

  afterAll(() => t.close());

  it("finds the store's products by name and item code, never another store's", async () => {
    const found = await results('PUFFER');
    expect(found.products.map((product) => product.name)).toEqual(['Kartoffelpuffer']);
    const [hit] = found.products;
    const [row] = await t.database.db.select().from(products).where(eq(products.id, hit!.id));
    expect(row!.storeId).toBe(DEMO_STORE_ID);
    expect(hit).toMatchObject({ category_name: 'Starters', isActive: true });

    const byCode = await results(row!.itemCode);
    expect(byCode.products.map((product) => product.id)).toContain(hit!.id);

    const rivals = await results('puffer', rival.token);
    expect(rivals.products).toEqual([
      expect.objectContaining({ name: 'Kartoffelpuffer', item_code: 'RIVAL-1' }),
    ]);
    expect(rivals.products[0]!.id).not.toBe(hit!.id);
  });

  it("finds the store's categories by name", async () => {
    const own = await results('START');
    expect(own.categories.map((category) => category.name)).toEqual(['Starters']);
    const rivals = await results('START', rival.token);
    expect(rivals.categories).toHaveLength(1);
    expect(rivals.categories[0]!.id).not.toBe(own.categories[0]!.id);
  });

  it("finds the store's orders by number, customer name, phone and e-mail, newest first", async () => {
    const byName = await results('zora');
    expect(byName.orders.map((order) => order.id)).toEqual([orderIds.zora]);
    expect(byName.orders[0]).toMatchObject({
      number: 901,
      customer_name: 'Zora Quill',
      approval_status: 1,
      currency: 'GBP',
      total: 12.5,
    });
    expect((await results('#902')).orders.map((order) => order.id)).toEqual([orderIds.ben]);
    // Digits match however the number was written.
    expect((await results('151-2345')).orders.map((order) => order.id)).toEqual([orderIds.zora]);
    expect((await results('customer@EXAMPLE')).orders.map((order) => order.id)).toEqual([orderIds.ben]);
    // Another store's order number is no hit.
    expect((await results('#903')).orders).toEqual([]);
    expect((await results('zora', rival.token)).orders.map((order) => order.id)).toEqual([
      orderIds.rivalZora,
    ]);
  });

  it('takes % and _ literally and keeps each group short', async () => {
    expect(await results('%%')).toEqual({ orders: [], products: [], categories: [] });
    const everything = await results('er');
    expect(everything.products).toHaveLength(5);
  });

  it('refuses a query that is missing, too short or too long, with the field', async () => {
    for (const q of [null, '', ' a ', 'x'.repeat(101)]) {
      const response = await search(q);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        fields: { q: [expect.any(String)] },
      });
    }
  });

  it('is for store administrators only', async () => {
    expect((await search('zora', null)).statusCode).toBe(401);
    expect((await search('zora', await loginDemoCustomer(t.app))).statusCode).toBe(403);
  });
});
