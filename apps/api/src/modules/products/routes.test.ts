import { and, asc, eq, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, orderItems, orders, productVariants, products, taxes } from '../../db/schema/index.ts';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  loginDemoCustomer,
  secondStoreAdmin,
  type TestContext,
} from '../../../test/helpers.ts';

interface WireProduct {
  id: number;
  type: string;
  price: number | null;
  isActive: boolean;
  category_id: number;
  variants: { price: number }[];
}

describe('GET /api/products/limitbycat/:limit', () => {
  let t: TestContext;
  let categoryId: number;
  const page = (limit: number, offset = 0) =>
    t.app.inject({
      method: 'GET',
      url: `/api/products/limitbycat/${limit}?offset=${offset}&store_id=9&category_id=${categoryId}`,
    });

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    const [variable] = await t.database.db
      .select()
      .from(products)
      .where(and(eq(products.storeId, 9), eq(products.type, 'variable')))
      .limit(1);
    categoryId = variable!.categoryId;
  });
  afterAll(() => t.close());

  it("returns the category's active products with decimal prices and variants", async () => {
    const response = await page(10);
    expect(response.statusCode).toBe(200);
    const list: WireProduct[] = response.json();
    expect(list.length).toBeGreaterThan(0);
    for (const product of list) {
      expect(product.category_id).toBe(categoryId);
      if (product.type === 'simple') expect(product.price).toBeGreaterThan(0);
      else {
        expect(product.price).toBeNull();
        expect(product.variants.length).toBeGreaterThanOrEqual(2);
        for (const variant of product.variants)
          expect(Number.isInteger(Math.round(variant.price * 100))).toBe(true);
      }
    }
  });

  it('pages with limit and offset', async () => {
    const all: WireProduct[] = (await page(100)).json();
    const second: WireProduct[] = (await page(1, 1)).json();
    expect(second).toHaveLength(Math.min(1, all.length - 1));
    if (all.length > 1) expect(second[0]!.id).toBe(all[1]!.id);
  });

  it('hides a product as soon as the back office deactivates it', async () => {
    const before = await page(100);
    const all: WireProduct[] = before.json();
    // Through the API: the storefront's cached reads are dropped by the change a back-office write announces.
    const product = before.json()[0];
    const deactivated = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${product.id}`,
      headers: bearer(await loginDemoAdmin(t.app)),
      payload: { ...product, isActive: false },
    });
    expect(deactivated.statusCode).toBe(200);
    const after: WireProduct[] = (await page(100)).json();
    expect(after.map((p) => p.id)).not.toContain(all[0]!.id);
    expect(after).toHaveLength(all.length - 1);
  });

  it('refuses a limit out of range', async () => {
    expect((await page(0)).statusCode).toBe(422);
    expect((await page(1000)).statusCode).toBe(422);
  });
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('back office: products', () => {
  let t: TestContext;
  let admin: string;
  let customer: string;
  let rival: { storeId: number; token: string };
  let reducedTaxId: number;
  let standardTaxId: number;
  let pizzaCategoryId: number;
  let drinksCategoryId: number;
  let rivalTaxId: number;
  let rivalCategoryId: number;

  const call = (method: Method, url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, payload });
  const productRow = async (id: number) =>
    (await t.database.db.select().from(products).where(eq(products.id, id)))[0];
  const variantRows = (productId: number) =>
    t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .orderBy(asc(productVariants.position));
  const productsOf = (storeId: number) =>
    t.database.db.select().from(products).where(eq(products.storeId, storeId));
  const simple = (overrides: object = {}) => ({
    name: 'Margherita',
    item_code: 'NEW-01',
    description: 'Tomato and mozzarella',
    category_id: pizzaCategoryId,
    tax_id: reducedTaxId,
    type: 'simple',
    price: 12.5,
    ...overrides,
  });
  const variable = (overrides: object = {}) =>
    simple({
      name: 'Lemonade',
      type: 'variable',
      price: null,
      variants: [
        { name: 'Small', price: 2.5 },
        { name: 'Large', price: 3.9, description: '0.5 l' },
      ],
      ...overrides,
    });
  const create = async (payload: object) => {
    const response = await call('POST', '/products', admin, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: number; variants: { id: number; name: string }[] };
  };
  const lastPositionIn = async (categoryId: number) => {
    const [row] = await t.database.db
      .select({ last: max(products.position) })
      .from(products)
      .where(eq(products.categoryId, categoryId));
    return row?.last ?? 0;
  };
  const storefrontIds = async (categoryId: number) => {
    const response = await call('GET', `/products/limitbycat/100?store_id=9&category_id=${categoryId}`);
    expect(response.statusCode).toBe(200);
    return response.json().map((product: { id: number }) => product.id);
  };
  let codes = 0;
  const nextCode = () => `T-${++codes}`;

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    admin = await loginDemoAdmin(t.app);
    customer = await loginDemoCustomer(t.app);
    rival = await secondStoreAdmin(t);
    const storeTaxes = await t.database.db.select().from(taxes).where(eq(taxes.storeId, 9));
    reducedTaxId = storeTaxes.find((tax) => tax.name === 'Reduced rate')!.id;
    standardTaxId = storeTaxes.find((tax) => tax.name === 'Standard rate')!.id;
    const menu = await t.database.db
      .select()
      .from(categories)
      .where(eq(categories.storeId, 9))
      .orderBy(asc(categories.position));
    pizzaCategoryId = menu[0]!.id;
    drinksCategoryId = menu.find((category) => category.taxId === standardTaxId)!.id;
    const [rivalTax] = await t.database.db
      .insert(taxes)
      .values({ storeId: rival.storeId, name: 'Rival tax', rateBasisPoints: 1000 })
      .returning();
    rivalTaxId = rivalTax!.id;
    const [rivalCategory] = await t.database.db
      .insert(categories)
      .values({ storeId: rival.storeId, taxId: rivalTaxId, name: 'Rival menu' })
      .returning();
    rivalCategoryId = rivalCategory!.id;
  });
  afterAll(() => t.close());

  it("lists every product of the caller's store in menu order, inactive ones and variants included", async () => {
    const [hidden] = await productsOf(9);
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, hidden!.id));
    const expected = await t.database.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(eq(products.storeId, 9))
      .orderBy(asc(categories.position), asc(categories.id), asc(products.position), asc(products.id));

    for (const url of ['/products', '/products/', '/products?store_id=9']) {
      const response = await call('GET', url, admin);
      expect(response.statusCode).toBe(200);
      const list = response.json();
      expect(list.map((product: { id: number }) => product.id)).toEqual(expected.map((row) => row.id));
      expect(list.find((product: { id: number }) => product.id === hidden!.id).isActive).toBe(false);
      const withVariants = list.find((product: { type: string }) => product.type === 'variable');
      const stored = await variantRows(withVariants.id);
      expect(withVariants.price).toBeNull();
      expect(withVariants.variants).toEqual(
        stored.map((v) => ({
          id: v.id,
          name: v.name,
          price: v.priceMinor / 100,
          description: v.description,
          translations: v.translations,
        })),
      );
      expect(list[0]).toMatchObject({
        store_id: 9,
        category: { id: expect.any(Number) },
        tax: { id: expect.any(Number) },
      });
    }
    await t.database.db.update(products).set({ isActive: true }).where(eq(products.id, hidden!.id));
  });

  it('creates a simple product: active, at the end of its category, price in minor units', async () => {
    const last = await lastPositionIn(pizzaCategoryId);
    const response = await call('POST', '/products/', admin, {
      ...simple({ item_code: '  NEW-01  ', isActive: false, store_id: 9 }),
      variants: [{ name: 'Ignored', price: 1 }],
    });
    expect(response.statusCode).toBe(201);
    const { msg, data } = response.json();
    expect(msg).toBe('Product created');
    expect(data).toEqual({
      id: expect.any(Number),
      name: 'Margherita',
      item_code: 'NEW-01',
      description: 'Tomato and mozzarella',
      translations: {},
      price: 12.5,
      category_id: pizzaCategoryId,
      tax_id: reducedTaxId,
      type: 'simple',
      isActive: true,
      image_url: null,
      store_id: 9,
      category: {
        id: pizzaCategoryId,
        name: expect.any(String),
        tax: { id: expect.any(Number), name: expect.any(String), percentage: expect.any(Number) },
      },
      tax: { id: reducedTaxId, name: 'Reduced rate', percentage: 7 },
      variants: [],
      option_groups: [],
      allergens: [],
      dietary: [],
      age_limit: null,
      sold_out: false,
      sold_out_until: null,
    });
    expect(await productRow(data.id)).toMatchObject({
      storeId: 9,
      itemCode: 'NEW-01',
      type: 'simple',
      priceMinor: 1250,
      isActive: true,
      position: last + 1,
    });
    expect(await variantRows(data.id)).toEqual([]);
    expect((await storefrontIds(pizzaCategoryId)).at(-1)).toBe(data.id);

    const shown = await call('GET', `/products/${data.id}`, admin);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual(data);
  });

  it('creates a variable product with its variants in order and no price', async () => {
    const response = await call('POST', '/products', admin, variable({ item_code: nextCode(), price: 9 }));
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      type: 'variable',
      price: null,
      variants: [
        { id: expect.any(Number), name: 'Small', price: 2.5, description: '' },
        { id: expect.any(Number), name: 'Large', price: 3.9, description: '0.5 l' },
      ],
    });
    expect(await productRow(data.id)).toMatchObject({ type: 'variable', priceMinor: null });
    expect((await variantRows(data.id)).map((v) => [v.id, v.name, v.priceMinor, v.position])).toEqual([
      [data.variants[0].id, 'Small', 250, 1],
      [data.variants[1].id, 'Large', 390, 2],
    ]);
  });

  it.each([
    ['a missing name', { name: undefined }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a blank item code', { item_code: ' ' }, 'item_code'],
    ['a missing category', { category_id: undefined }, 'category_id'],
    ['a negative price', { price: -1 }, 'price'],
    ['a price with 3 decimals', { price: 1.005 }, 'price'],
    ['a simple product without price', { price: null }, 'price'],
    ['an unknown type', { type: 'combo' }, 'type'],
    ['a variable product without variants', { type: 'variable', price: null, variants: [] }, 'variants'],
    ['a variant without name', { type: 'variable', variants: [{ price: 2 }] }, 'variants.0.name'],
    [
      'a variant with a blank name',
      { type: 'variable', variants: [{ name: ' ', price: 2 }] },
      'variants.0.name',
    ],
    ['a variant without price', { type: 'variable', variants: [{ name: 'Small' }] }, 'variants.0.price'],
    [
      'a negative variant price',
      { type: 'variable', variants: [{ name: 'S', price: -2 }] },
      'variants.0.price',
    ],
    [
      'a variant listed twice',
      {
        type: 'variable',
        variants: [
          { id: 1, name: 'S', price: 2 },
          { id: 1, name: 'L', price: 3 },
        ],
      },
      'variants',
    ],
  ])('refuses %s with 422 on create and update', async (_case, overrides, field) => {
    const { id } = await create(simple({ item_code: nextCode() }));
    const before = await productRow(id);
    const count = (await productsOf(9)).length;
    const payload = simple({ item_code: nextCode(), ...overrides });

    for (const [method, url] of [
      ['POST', '/products'],
      ['PUT', `/products/${id}`],
    ] as const) {
      const response = await call(method, url, admin, payload);
      expect(response.statusCode, `${method} ${response.body}`).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        fields: { [field]: expect.any(Array) },
      });
    }
    expect(await productRow(id)).toEqual(before);
    expect(await productsOf(9)).toHaveLength(count);
  });

  it("refuses a category or tax that is not the store's with 422 on those fields", async () => {
    const { id } = await create(simple({ item_code: nextCode() }));
    const before = await productRow(id);
    const count = (await productsOf(9)).length;
    const cases: [object, Record<string, string[]>][] = [
      [{ tax_id: rivalTaxId }, { tax_id: ['Choose a tax of your store'] }],
      [{ category_id: rivalCategoryId }, { category_id: ['Choose a category of your store'] }],
      [
        { category_id: 999999, tax_id: 999999 },
        { category_id: ['Choose a category of your store'], tax_id: ['Choose a tax of your store'] },
      ],
    ];
    for (const [overrides, fields] of cases) {
      for (const [method, url] of [
        ['POST', '/products'],
        ['PUT', `/products/${id}`],
      ] as const) {
        const response = await call(method, url, admin, simple({ item_code: nextCode(), ...overrides }));
        expect(response.statusCode).toBe(422);
        expect(response.json()).toMatchObject({ fields });
      }
    }
    expect(await productRow(id)).toEqual(before);
    expect(await productsOf(9)).toHaveLength(count);
  });

  it('keeps item codes unique per store, trimmed', async () => {
    const [demo] = await productsOf(9);
    const count = (await productsOf(9)).length;
    const duplicate = await call('POST', '/products', admin, simple({ item_code: ` ${demo!.itemCode} ` }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      detail: `Another product already uses the item code ${demo!.itemCode}.`,
      code: 'item_code_taken',
    });
    expect(await productsOf(9)).toHaveLength(count);

    const { id } = await create(simple({ item_code: nextCode() }));
    const before = await productRow(id);
    const taken = await call(
      'PUT',
      `/products/${id}`,
      admin,
      simple({ name: 'Renamed', item_code: demo!.itemCode }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(`Another product already uses the item code ${demo!.itemCode}.`);
    expect(await productRow(id)).toEqual(before);

    // Keeping its own code is fine, and another store may use the same code.
    expect(
      (await call('PUT', `/products/${id}`, admin, simple({ item_code: before!.itemCode }))).statusCode,
    ).toBe(200);
    const elsewhere = await call(
      'POST',
      '/products',
      rival.token,
      simple({ item_code: demo!.itemCode, category_id: rivalCategoryId, tax_id: rivalTaxId }),
    );
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.json().data).toMatchObject({ store_id: rival.storeId, item_code: demo!.itemCode });
  });

  it('updates a product and syncs its variants by id, in the order given', async () => {
    const created = await create(
      variable({
        item_code: nextCode(),
        variants: [
          { name: 'Small', price: 2 },
          { name: 'Medium', price: 3 },
          { name: 'Large', price: 4 },
        ],
      }),
    );
    const [small, medium, large] = created.variants;
    const response = await call(
      'PUT',
      `/products/${created.id}/`,
      admin,
      variable({
        name: 'Fresh lemonade',
        item_code: 'LEM-9',
        description: 'Squeezed',
        tax_id: standardTaxId,
        image_url: '/uploads/demo/fries.webp',
        variants: [
          { id: large!.id, name: 'Large', price: 4.5 },
          { name: 'Jug', price: 9.99, description: '1 l' },
          { id: small!.id, name: 'Small', price: 2 },
        ],
      }),
    );
    expect(response.statusCode).toBe(200);
    const { msg, data } = response.json();
    expect(msg).toBe('Product updated');
    expect(data).toMatchObject({
      id: created.id,
      name: 'Fresh lemonade',
      item_code: 'LEM-9',
      description: 'Squeezed',
      tax_id: standardTaxId,
      tax: { id: standardTaxId, percentage: 19 },
      image_url: '/uploads/demo/fries.webp',
      price: null,
      variants: [
        { id: large!.id, name: 'Large', price: 4.5 },
        { id: expect.any(Number), name: 'Jug', price: 9.99, description: '1 l' },
        { id: small!.id, name: 'Small', price: 2 },
      ],
    });
    expect(await productRow(created.id)).toMatchObject({
      name: 'Fresh lemonade',
      itemCode: 'LEM-9',
      taxId: standardTaxId,
      priceMinor: null,
    });
    const rows = await variantRows(created.id);
    expect(rows.map((v) => [v.id, v.name, v.priceMinor, v.position])).toEqual([
      [large!.id, 'Large', 450, 1],
      [data.variants[1].id, 'Jug', 999, 2],
      [small!.id, 'Small', 200, 3],
    ]);
    expect(rows.map((v) => v.id)).not.toContain(medium!.id);
  });

  it('turns a variable product into a simple one, removing its variants', async () => {
    const created = await create(variable({ item_code: nextCode() }));
    const response = await call(
      'PUT',
      `/products/${created.id}`,
      admin,
      simple({
        item_code: 'SIMPLE-NOW',
        price: 7,
        variants: [{ id: created.variants[0]!.id, name: 'S', price: 1 }],
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ type: 'simple', price: 7, variants: [] });
    expect(await productRow(created.id)).toMatchObject({ type: 'simple', priceMinor: 700 });
    expect(await variantRows(created.id)).toEqual([]);
  });

  it('refuses a variant id of another product, changing nothing', async () => {
    const mine = await create(variable({ item_code: nextCode() }));
    const other = await create(variable({ item_code: nextCode() }));
    const before = await productRow(mine.id);
    const variantsBefore = await variantRows(mine.id);
    const response = await call(
      'PUT',
      `/products/${mine.id}`,
      admin,
      variable({
        name: 'Should not stick',
        item_code: before!.itemCode,
        variants: [
          { id: mine.variants[0]!.id, name: 'Mine', price: 1 },
          { id: other.variants[0]!.id, name: 'Stolen', price: 1 },
        ],
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'variant_not_of_product',
      fields: { 'variants.1.id': ['This variant does not belong to this product'] },
    });
    expect(await productRow(mine.id)).toEqual(before);
    expect(await variantRows(mine.id)).toEqual(variantsBefore);
    expect(await variantRows(other.id)).toHaveLength(2);

    const onCreate = await call(
      'POST',
      '/products',
      admin,
      variable({
        item_code: nextCode(),
        variants: [{ id: other.variants[0]!.id, name: 'Stolen', price: 1 }],
      }),
    );
    expect(onCreate.statusCode).toBe(422);
    expect(onCreate.json().fields).toHaveProperty(['variants.0.id']);
  });

  it('moves a product to the end of its new category', async () => {
    const { id } = await create(simple({ item_code: nextCode() }));
    const last = await lastPositionIn(drinksCategoryId);
    const response = await call(
      'PUT',
      `/products/${id}`,
      admin,
      simple({ item_code: (await productRow(id))!.itemCode, category_id: drinksCategoryId }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.category).toMatchObject({ id: drinksCategoryId });
    expect(await productRow(id)).toMatchObject({ categoryId: drinksCategoryId, position: last + 1 });
  });

  it('hides a deactivated product, or one of a deactivated category, from the storefront', async () => {
    const product = await create(simple({ item_code: nextCode() }));
    expect(await storefrontIds(pizzaCategoryId)).toContain(product.id);

    const payload = simple({ item_code: (await productRow(product.id))!.itemCode });
    const off = await call('PUT', `/products/${product.id}`, admin, { ...payload, isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.isActive).toBe(false);
    expect((await productRow(product.id))!.isActive).toBe(false);
    expect(await storefrontIds(pizzaCategoryId)).not.toContain(product.id);

    await call('PUT', `/products/${product.id}`, admin, { ...payload, isActive: true });
    expect(await storefrontIds(pizzaCategoryId)).toContain(product.id);

    const category = (
      await call('POST', '/categories', admin, { name: 'Pop-up', tax_id: reducedTaxId })
    ).json().data;
    const inside = await create(simple({ item_code: nextCode(), category_id: category.id }));
    expect(await storefrontIds(category.id)).toEqual([inside.id]);
    await call('POST', `/categories/${category.id}/status`, admin, {
      name: 'Pop-up',
      tax_id: reducedTaxId,
      isActive: false,
    });
    expect(await storefrontIds(category.id)).toEqual([]);
  });

  it('deletes a product; past order items keep their copied name and price', async () => {
    const product = await create(variable({ item_code: nextCode() }));
    const [order] = await t.database.db
      .insert(orders)
      .values({
        storeId: 9,
        number: sql`(select coalesce(max(number), 0) + 1 from orders where store_id = 9)`,
        orderType: 2,
        language: 'en',
        currency: 'GBP',
        subtotalMinor: 250,
        totalMinor: 250,
      })
      .returning();
    const [item] = await t.database.db
      .insert(orderItems)
      .values({
        orderId: order!.id,
        productId: product.id,
        variantId: product.variants[0]!.id,
        productName: 'Lemonade',
        variantName: 'Small',
        kitchenProductName: 'Limonade',
        kitchenVariantName: 'Klein',
        unitPriceMinor: 250,
        quantity: 1,
        taxRateBasisPoints: 700,
      })
      .returning();

    const response = await call('DELETE', `/products/${product.id}/`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'Product deleted' });
    expect(await productRow(product.id)).toBeUndefined();
    expect(await variantRows(product.id)).toEqual([]);
    expect((await t.database.db.select().from(orders).where(eq(orders.id, order!.id)))[0]).toEqual(order);
    const [kept] = await t.database.db.select().from(orderItems).where(eq(orderItems.id, item!.id));
    expect(kept).toEqual({ ...item, productId: null, variantId: null });
    expect((await call('GET', `/products/${product.id}`, admin)).statusCode).toBe(404);
  });

  it('answers 404 for unknown ids', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await call(
        method,
        '/products/999999',
        admin,
        method === 'PUT' ? simple({ item_code: nextCode() }) : undefined,
      );
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toMatchObject({
        detail: 'Product 999999 does not exist',
        code: 'product_not_found',
      });
    }
  });

  it('needs a store administrator on every back-office route', async () => {
    const { id } = await create(simple({ item_code: nextCode() }));
    const before = await productRow(id);
    const count = (await productsOf(9)).length;
    const routes: [Method, string, object?][] = [
      ['GET', '/products'],
      ['GET', `/products/${id}`],
      ['POST', '/products', simple({ item_code: nextCode() })],
      ['PUT', `/products/${id}`, simple({ name: 'Sneaky', item_code: before!.itemCode })],
      ['DELETE', `/products/${id}`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, customer, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call('POST', '/products', customer, {})).statusCode).toBe(403);
    expect(await productRow(id)).toEqual(before);
    expect(await productsOf(9)).toHaveLength(count);
  });

  it("keeps another store's administrator out of store 9's products", async () => {
    const product = await create(variable({ item_code: nextCode() }));
    const before = await productRow(product.id);
    const variantsBefore = await variantRows(product.id);
    const count = (await productsOf(9)).length;
    const own = simple({
      name: 'Hijacked',
      item_code: nextCode(),
      category_id: rivalCategoryId,
      tax_id: rivalTaxId,
    });

    const attempts: [Method, string, object | undefined, number][] = [
      ['GET', '/products?store_id=9', undefined, 403],
      ['GET', `/products/${product.id}`, undefined, 404],
      ['PUT', `/products/${product.id}`, own, 404],
      ['PUT', `/products/${product.id}`, { ...own, store_id: 9 }, 403],
      ['DELETE', `/products/${product.id}`, undefined, 404],
      ['POST', '/products', { ...own, store_id: 9 }, 403],
      ['POST', '/products', simple({ item_code: nextCode() }), 422],
    ];
    for (const [method, url, body, status] of attempts) {
      const response = await call(method, url, rival.token, body);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(status);
    }
    expect(await productRow(product.id)).toEqual(before);
    expect(await variantRows(product.id)).toEqual(variantsBefore);
    expect(await productsOf(9)).toHaveLength(count);

    const theirs = (await call('GET', '/products', rival.token)).json();
    expect(theirs.every((p: { store_id: number }) => p.store_id === rival.storeId)).toBe(true);
  });
});
