import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliveryPostcodes, orders, products, stores } from '../../db/schema/index.ts';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  loginDemoCustomer,
  secondStoreAdmin,
  type TestContext,
} from '../../../test/helpers.ts';
import { FakeClock, openAroundTheClock } from '../../../test/order-desk.ts';

type Group = { id: number; options: { id: number; name: string }[] };

/** The rules of real menus as POST /orders enforces them: option groups, sold out, minimums, free delivery. */
describe('orders of a real menu', () => {
  let t: TestContext;
  let admin: string;
  let customer: string;
  const clock = new FakeClock(new Date('2026-06-10T16:00:00Z'));
  let pizza: { id: number; priceMinor: number; payload: Record<string, unknown> };
  let other: { id: number; payload: Record<string, unknown> };
  let sauce: Group;
  let toppings: Group;
  let dips: Group;
  let postcodeId: number;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const createGroup = async (payload: object, token = admin): Promise<Group> =>
    (await call('POST', '/api/option-groups', token, payload)).json().data;
  const line = (option_ids: number[], quantity = 1) => ({ product_id: pizza.id, quantity, option_ids });
  const pickup = (...items: object[]) => ({
    order_type: 2,
    store_id: 9,
    items,
    payment: { payment_method: 'cash' },
  });
  const place = (payload: object) => call('POST', '/api/orders', customer, payload);
  const orderCount = () => t.database.db.$count(orders);
  const refused = async (payload: object) => {
    const before = await orderCount();
    const response = await place(payload);
    expect(response.statusCode, response.body).toBe(422);
    expect(await orderCount()).toBe(before);
    return response.json<{ detail: string; code: string; fields: Record<string, string[]> }>();
  };
  const demoProduct = async (itemCode: string) => {
    const [row] = await t.database.db
      .select()
      .from(products)
      .where(and(eq(products.storeId, 9), eq(products.itemCode, itemCode)));
    return {
      id: row!.id,
      priceMinor: row!.priceMinor!,
      payload: (await call('GET', `/api/products/${row!.id}`, admin)).json(),
    };
  };

  beforeAll(async () => {
    t = await buildTestApp({ demo: true, clock });
    await openAroundTheClock(t.database.db);
    admin = await loginDemoAdmin(t.app);
    customer = await loginDemoCustomer(t.app);
    sauce = await createGroup({
      name: 'Sauce',
      min: 1,
      max: 1,
      options: [
        { name: 'Tomato', price: 0 },
        { name: 'Cream', price: 0.5 },
      ],
    });
    toppings = await createGroup({
      name: 'Toppings',
      min: 0,
      max: 2,
      options: [
        { name: 'Mushrooms', price: 1 },
        { name: 'Olives', price: 1 },
        { name: 'Basil', price: 0.25 },
      ],
    });
    dips = await createGroup({ name: 'Dips', min: 0, max: 1, options: [{ name: 'Aioli', price: 0.8 }] });
    pizza = await demoProduct('ST-01');
    other = await demoProduct('ST-02');
    await call('PUT', `/api/products/${pizza.id}`, admin, {
      ...pizza.payload,
      option_group_ids: [sauce.id, toppings.id],
    });
    await call('PUT', `/api/products/${other.id}`, admin, { ...other.payload, option_group_ids: [dips.id] });
    const [postcode] = await t.database.db
      .select()
      .from(deliveryPostcodes)
      .where(and(eq(deliveryPostcodes.storeId, 9), eq(deliveryPostcodes.postcode, '10435')));
    postcodeId = postcode!.id;
  });
  beforeEach(async () => {
    await t.database.db.update(stores).set({ minOrderMinor: null }).where(eq(stores.id, 9));
  });
  afterAll(() => t.close());

  it('prices a line as (price + options) × quantity and keeps copies of the options', async () => {
    const [mushrooms, , basil] = toppings.options;
    const response = await place(pickup(line([basil!.id, sauce.options[1]!.id, mushrooms!.id], 2)));
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    const unitMinor = pizza.priceMinor + 50 + 100 + 25;
    expect(data.items[0]).toMatchObject({
      unit_price: unitMinor / 100,
      line_total: (2 * unitMinor) / 100,
      // In the product's group order, then the group's option order.
      options: [
        { name: 'Cream', price: 0.5 },
        { name: 'Mushrooms', price: 1 },
        { name: 'Basil', price: 0.25 },
      ],
    });
    expect(data.subtotal).toBe((2 * unitMinor) / 100);
    // Every order read shows the same copies.
    const mine = (await call('GET', '/api/orders', customer)).json();
    const list = Array.isArray(mine) ? mine : mine.data;
    expect(list.find((order: { id: number }) => order.id === data.id).items[0].options).toEqual(
      data.items[0].options,
    );
    const desk = (await call('GET', '/api/orders/desk?filter=all', admin)).json();
    expect(desk.data.find((order: { id: number }) => order.id === data.id).items[0].options).toHaveLength(3);
  });

  it('refuses a group with min 1 and no choice, naming the product and the group', async () => {
    const body = await refused(pickup(line([])));
    expect(body.detail).toBe(`${pizza.payload.name}: choose at least 1 of Sauce`);
    expect(body.fields).toEqual({ 'items.0.option_ids': [body.detail] });
  });

  it('refuses 3 choices of a group of at most 2', async () => {
    const body = await refused(pickup(line([sauce.options[0]!.id, ...toppings.options.map((o) => o.id)])));
    expect(body.detail).toBe(`${pizza.payload.name}: choose at most 2 of Toppings`);
  });

  it("refuses an option of another product's group, and of another store's group", async () => {
    const foreign = await refused(pickup(line([sauce.options[0]!.id, dips.options[0]!.id])));
    expect(foreign.detail).toBe(
      `${pizza.payload.name}: option ${dips.options[0]!.id} is not one of its choices`,
    );
    const rival = await secondStoreAdmin(t);
    const rivalGroup = await createGroup(
      { name: 'Rival', min: 0, max: 1, options: [{ name: 'X', price: 0 }] },
      rival.token,
    );
    await refused(pickup(line([sauce.options[0]!.id, rivalGroup.options[0]!.id])));
    // A product cannot even offer another store's group.
    const attach = await call('PUT', `/api/products/${pizza.id}`, admin, {
      ...pizza.payload,
      option_group_ids: [rivalGroup.id],
    });
    expect(attach.statusCode).toBe(422);
  });

  it('refuses an option listed twice', async () => {
    const body = await refused(pickup(line([sauce.options[0]!.id, sauce.options[0]!.id])));
    expect(body.fields).toHaveProperty(['items.0.option_ids']);
  });

  it('refuses a sold-out option until the sold-out ends by itself', async () => {
    const cream = sauce.options[1]!;
    const until = new Date(clock.now().getTime() + 30 * 60_000).toISOString();
    await call('PUT', `/api/option-groups/${sauce.id}/options/${cream.id}/sold-out`, admin, { until });
    const body = await refused(pickup(line([cream.id])));
    expect(body.detail).toBe(`${pizza.payload.name}: Cream is sold out`);
    clock.advance(30 * 60_000 + 1);
    expect((await place(pickup(line([cream.id])))).statusCode).toBe(201);
  });

  it('refuses a sold-out product, and takes it again once it is available', async () => {
    await call('PUT', `/api/products/${other.id}/sold-out`, admin, { until: 'end_of_day' });
    const body = await refused(pickup({ product_id: other.id, quantity: 1 }));
    expect(body.detail).toBe(`${other.payload.name} is sold out`);
    expect(body.fields).toEqual({ 'items.0.product_id': [body.detail] });
    await call('PUT', `/api/products/${other.id}/sold-out`, admin, { until: null });
    expect((await place(pickup({ product_id: other.id, quantity: 1 }))).statusCode).toBe(201);
  });

  it('refuses a pickup below the store minimum with the missing amount', async () => {
    const saved = await call('PUT', '/api/stores/9/settings', admin, {
      order_timeout_minutes: 10,
      min_order: 50,
    });
    expect(saved.json().data.min_order).toBe(50);
    expect((await t.app.inject({ method: 'GET', url: '/api/stores/9' })).json().min_order).toBe(50);
    const subtotalMinor = pizza.priceMinor;
    const body = await refused(pickup(line([sauce.options[0]!.id])));
    const missing = ((5000 - subtotalMinor) / 100).toFixed(2);
    expect(body.detail).toBe(`The minimum order is £50.00: add £${missing} more to order.`);
    expect(body).toMatchObject({
      code: 'order_below_minimum',
      params: { minimum: '£50.00', missing: `£${missing}` },
      fields: { items: [body.detail] },
    });

    // In German, the amounts are written the German way in the store's region (en-GB: £).
    const german = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...bearer(customer), 'accept-language': 'de-DE,de;q=0.9' },
      payload: pickup(line([sauce.options[0]!.id])),
    });
    expect(german.statusCode).toBe(422);
    const pounds = (value: number) =>
      new Intl.NumberFormat('de-GB', { style: 'currency', currency: 'GBP' }).format(value);
    const [minimum, short] = [pounds(50), pounds(Number(missing))];
    expect(short).toMatch(/^\d+,\d\d\s£$/);
    expect(german.json()).toMatchObject({
      detail: `Der Mindestbestellwert ist ${minimum}: Füge noch ${short} hinzu, um zu bestellen.`,
      code: 'order_below_minimum',
      params: { minimum, missing: short },
    });
  });

  it("applies the postcode's minimum and free-delivery threshold (after the discount) to deliveries", async () => {
    const area = await call('PUT', `/api/postcodes/${postcodeId}`, admin, {
      postcode: '10435',
      delivery_fee: 2.5,
      min_order: 10,
      free_delivery_over: 20,
    });
    expect(area.json().data).toMatchObject({ min_order: 10, free_delivery_over: 20 });
    const delivery = (quantity: number) => ({
      ...pickup(line([sauce.options[0]!.id], quantity)),
      order_type: 1,
      delivery_postcode_id: postcodeId,
    });
    // The pretzel is £5.90: one is below the £10 minimum, two are above it but below £20 after the discount.
    expect(pizza.priceMinor).toBe(590);
    const small = await refused(delivery(1));
    expect(small.detail).toBe('The minimum order is £10.00: add £4.10 more to order.');
    const paid = (await place(delivery(2))).json().data;
    expect(paid.delivery_fee).toBe(2.5);
    const big = (await place(delivery(4))).json().data;
    expect(big.subtotal - big.discount).toBeGreaterThanOrEqual(20);
    expect(big.delivery_fee).toBe(0);
    expect(big.total).toBeCloseTo(big.subtotal - big.discount, 2);
  });
});
