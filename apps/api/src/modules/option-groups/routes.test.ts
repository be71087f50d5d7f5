import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionGroups, products } from '../../db/schema/index.ts';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  loginDemoCustomer,
  secondStoreAdmin,
  type TestContext,
} from '../../../test/helpers.ts';
import { FakeClock } from '../../../test/order-desk.ts';

const sauce = {
  name: 'Sauce',
  min: 1,
  max: 1,
  options: [
    { name: 'Tomato', price: 0 },
    { name: 'Cream', price: 0.5 },
  ],
};

describe('option groups', () => {
  let t: TestContext;
  let admin: string;
  let rival: { storeId: number; token: string };
  // Wednesday 10 June 2026, 18:00 in Berlin.
  const clock = new FakeClock(new Date('2026-06-10T16:00:00Z'));

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string | null,
    payload?: object,
  ) => t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const create = async (payload: object = sauce, token = admin) => {
    const response = await call('POST', '/api/option-groups/', token, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { id: number; options: { id: number; name: string }[] } }>().data;
  };
  const demoProduct = async () => {
    const [row] = await t.database.db
      .select()
      .from(products)
      .where(and(eq(products.storeId, 9), eq(products.itemCode, 'ST-01')));
    const product = (await call('GET', `/api/products/${row!.id}`, admin)).json();
    return { id: row!.id, payload: product };
  };

  beforeAll(async () => {
    t = await buildTestApp({ demo: true, clock });
    admin = await loginDemoAdmin(t.app);
    rival = await secondStoreAdmin(t);
  });
  afterAll(() => t.close());

  it('creates a group with its options in order, and reads it back alone and in the list', async () => {
    const response = await call('POST', '/api/option-groups/', admin, sauce);
    expect(response.statusCode).toBe(201);
    const { msg, data } = response.json();
    expect(msg).toBe('Option group created');
    expect(data).toEqual({
      id: expect.any(Number),
      name: 'Sauce',
      translations: {},
      min: 1,
      max: 1,
      options: [
        {
          id: expect.any(Number),
          name: 'Tomato',
          translations: {},
          price: 0,
          sold_out: false,
          sold_out_until: null,
        },
        {
          id: expect.any(Number),
          name: 'Cream',
          translations: {},
          price: 0.5,
          sold_out: false,
          sold_out_until: null,
        },
      ],
    });
    expect((await call('GET', `/api/option-groups/${data.id}`, admin)).json()).toEqual({ data });
    const list = await call('GET', '/api/option-groups', admin);
    expect(list.json().data).toContainEqual(data);
  });

  it.each([
    ['min above max', { min: 2, max: 1 }, 'min'],
    ['max 0', { min: 0, max: 0 }, 'max'],
    ['min above the number of options', { min: 3, max: 3 }, 'min'],
    ['a negative price', { options: [{ name: 'Tomato', price: -1 }] }, 'options.0.price'],
    ['no options', { min: 0, options: [] }, 'options'],
    [
      '51 options',
      { min: 0, options: Array.from({ length: 51 }, (_, i) => ({ name: `Option ${i}`, price: 0 })) },
      'options',
    ],
    ['a blank name', { name: '  ' }, 'name'],
  ])('refuses %s with 422 and writes nothing', async (_case, change, field) => {
    const before = await t.database.db.$count(optionGroups);
    const response = await call('POST', '/api/option-groups', admin, { ...sauce, ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { [field]: expect.any(Array) },
    });
    expect(await t.database.db.$count(optionGroups)).toBe(before);
  });

  it('keeps listed options (with their ids), adds new ones and deletes the others on update', async () => {
    const group = await create();
    const [tomato] = group.options;
    const response = await call('PUT', `/api/option-groups/${group.id}`, admin, {
      name: 'Choose your sauce',
      min: 0,
      max: 2,
      options: [
        { name: 'Garlic', price: 0.3 },
        { id: tomato!.id, name: 'Tomato', price: 0.1 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ name: 'Choose your sauce', min: 0, max: 2 });
    expect(data.options.map((o: { name: string }) => o.name)).toEqual(['Garlic', 'Tomato']);
    expect(data.options[1].id).toBe(tomato!.id);
  });

  it("refuses an option id of another group, and another store's group is not found", async () => {
    const group = await create();
    const other = await create();
    const response = await call('PUT', `/api/option-groups/${group.id}`, admin, {
      ...sauce,
      options: [{ id: other.options[0]!.id, name: 'Stolen', price: 0 }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toHaveProperty(['options.0.id']);
    for (const [method, payload] of [['GET'], ['PUT', sauce], ['DELETE']] as const) {
      const foreign = await call(method, `/api/option-groups/${group.id}`, rival.token, payload);
      expect(foreign.statusCode).toBe(404);
    }
    expect((await call('GET', '/api/option-groups', rival.token)).json()).toEqual({ data: [] });
  });

  it('lets only administrators in', async () => {
    expect((await call('GET', '/api/option-groups', null)).statusCode).toBe(401);
    const customer = await loginDemoCustomer(t.app);
    expect((await call('POST', '/api/option-groups', customer, sauce)).statusCode).toBe(403);
  });

  it("attaches groups to a product in the product's order and shows them on every product read", async () => {
    const first = await create({ ...sauce, name: 'Bread' });
    const second = await create({ ...sauce, name: 'Dip' });
    const { id, payload } = await demoProduct();
    const saved = await call('PUT', `/api/products/${id}`, admin, {
      ...payload,
      option_group_ids: [second.id, first.id],
      allergens: ['gluten', 'milk'],
      dietary: ['vegetarian'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = (await call('GET', `/api/products/${id}`, admin)).json();
    expect(read.option_groups.map((g: { name: string }) => g.name)).toEqual(['Dip', 'Bread']);
    expect(read).toMatchObject({ allergens: ['gluten', 'milk'], dietary: ['vegetarian'] });
    const list = (await call('GET', '/api/products', admin)).json();
    expect(list.find((p: { id: number }) => p.id === id).option_groups).toEqual(read.option_groups);
    const storefront = await t.app.inject({
      method: 'GET',
      url: `/api/products/limitbycat/100?store_id=9&category_id=${read.category_id}`,
    });
    expect(storefront.json().find((p: { id: number }) => p.id === id)).toMatchObject({
      option_groups: read.option_groups,
      allergens: ['gluten', 'milk'],
      dietary: ['vegetarian'],
    });

    // In use: 409 with the count, and the group stays.
    const deleted = await call('DELETE', `/api/option-groups/${first.id}`, admin);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toEqual({
      code: 'conflict',
      detail: 'This option group is still used by 1 product. Remove it from the product first.',
    });
    // Still editable while in use.
    expect(
      (await call('PUT', `/api/option-groups/${first.id}`, admin, { ...sauce, name: 'Bread!' })).statusCode,
    ).toBe(200);
    await call('PUT', `/api/products/${id}`, admin, { ...payload, option_group_ids: [] });
    expect((await call('DELETE', `/api/option-groups/${first.id}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/option-groups/${first.id}`, admin)).statusCode).toBe(404);
  });

  it("refuses another store's group, an unknown allergen and a group listed twice on a product", async () => {
    const foreign = await create({ ...sauce, name: 'Rival sauce' }, rival.token);
    const { id, payload } = await demoProduct();
    const cases: [object, string][] = [
      [{ option_group_ids: [foreign.id] }, 'option_group_ids.0'],
      [{ allergens: ['wheat'] }, 'allergens.0'],
      [{ dietary: ['keto'] }, 'dietary.0'],
      [{ option_group_ids: [foreign.id, foreign.id] }, 'option_group_ids'],
    ];
    for (const [change, field] of cases) {
      const response = await call('PUT', `/api/products/${id}`, admin, { ...payload, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(422);
      expect(response.json().fields).toHaveProperty([field]);
    }
    expect((await call('GET', `/api/products/${id}`, admin)).json()).toEqual(payload);
  });

  describe('sold out', () => {
    it('marks an option sold out until the end of the day, which ends by itself at local midnight', async () => {
      const group = await create();
      const option = group.options[1]!;
      const url = `/api/option-groups/${group.id}/options/${option.id}/sold-out`;
      const response = await call('PUT', url, admin, { until: 'end_of_day' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.options[1]).toEqual({
        ...option,
        price: 0.5,
        sold_out: true,
        // Midnight in Berlin (summer time) after 18:00 on 10 June.
        sold_out_until: '2026-06-10T22:00:00.000Z',
      });
      clock.advance(6 * 3_600_000 + 1);
      const later = (await call('GET', `/api/option-groups/${group.id}`, admin)).json().data.options[1];
      expect(later).toMatchObject({ sold_out: false, sold_out_until: null });
    });

    it('marks a product sold out indefinitely or until a time, and available again with null', async () => {
      const { id } = await demoProduct();
      const url = `/api/products/${id}/sold-out`;
      const indefinitely = await call('PUT', url, admin, { until: 'indefinitely' });
      expect(indefinitely.json().data).toMatchObject({ sold_out: true, sold_out_until: null });
      const until = new Date(clock.now().getTime() + 3_600_000).toISOString();
      const timed = await call('PUT', url, admin, { until });
      expect(timed.json().data).toMatchObject({ sold_out: true, sold_out_until: until });
      const again = await call('PUT', url, admin, { until: null });
      expect(again.json().data).toMatchObject({ sold_out: false, sold_out_until: null });
    });

    it('refuses a time in the past, a bad value, and another store', async () => {
      const { id } = await demoProduct();
      const url = `/api/products/${id}/sold-out`;
      const past = await call('PUT', url, admin, { until: '2020-01-01T00:00:00Z' });
      expect(past.statusCode).toBe(422);
      expect(past.json().detail).toBe('Choose a time in the future');
      expect((await call('PUT', url, admin, { until: 'tomorrow' })).statusCode).toBe(422);
      expect((await call('PUT', url, admin, {})).statusCode).toBe(422);
      expect((await call('PUT', url, rival.token, { until: null })).statusCode).toBe(404);
      const group = await create();
      const optionUrl = `/api/option-groups/${group.id}/options/${group.options[0]!.id}/sold-out`;
      expect((await call('PUT', optionUrl, rival.token, { until: null })).statusCode).toBe(404);
      const other = await create();
      const wrongGroup = `/api/option-groups/${other.id}/options/${group.options[0]!.id}/sold-out`;
      expect((await call('PUT', wrongGroup, admin, { until: null })).statusCode).toBe(404);
    });
  });
});
