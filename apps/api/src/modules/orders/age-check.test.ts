import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '../../db/schema/index.ts';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  liftOpenOrdersLimit,
  loginDemoCustomer,
  type TestContext,
} from '../../../test/helpers.ts';
import { demoOrders, openAroundTheClock } from '../../../test/order-desk.ts';

// Alcohol and youth protection (§ 9 JuSchG): products carry an age limit, an order holding one needs the
// customer's confirmation, and the order keeps its limit for the desk, the ticket and the handover.
describe('age limits: confirmation at the checkout, ID check at handover', () => {
  let t: TestContext;
  let admin: string;
  let customer: string;
  let pickup: { items: { product_id: number; quantity: number }[] } & Record<string, unknown>;
  let beerId: number;
  let beerGlassId: number;
  let pretzelId: number;
  let guests = 0;

  const request = (options: InjectOptions & { token?: string }) =>
    t.app.inject({
      ...options,
      headers: { ...(options.token ? bearer(options.token) : {}), ...options.headers },
    });
  const order = (payload: object, options: { token?: string; headers?: Record<string, string> } = {}) =>
    request({ method: 'POST', url: '/api/orders', payload, ...options });
  const beerOrder = (extra: object = {}) => ({
    ...pickup,
    items: [
      { product_id: pretzelId, quantity: 1 },
      { product_id: beerId, variant_id: beerGlassId, quantity: 2 },
    ],
    ...extra,
  });
  const guest = () => ({ name: 'Greta Gast', email: `age-${++guests}@example.com`, phone: '+49 30 7654321' });
  const orderCount = async () => (await t.database.db.select({ id: orders.id }).from(orders)).length;
  const itemId = async (code: string) =>
    (
      await t.database.db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.storeId, 9), eq(products.itemCode, code)))
    )[0]!.id;
  const product = (id: number) => request({ method: 'GET', url: `/api/products/${id}`, token: admin });
  const saveAgeLimit = async (id: number, ageLimit: unknown) => {
    const current = (await product(id)).json<Record<string, unknown>>();
    return request({
      method: 'PUT',
      url: `/api/products/${id}`,
      token: admin,
      payload: {
        name: current.name,
        item_code: current.item_code,
        description: current.description,
        category_id: current.category_id,
        tax_id: current.tax_id,
        type: current.type,
        price: current.price,
        variants: (current.variants as { id: number; name: string; price: number }[]).map(
          ({ id, name, price }) => ({ id, name, price }),
        ),
        age_limit: ageLimit,
      },
    });
  };

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    await openAroundTheClock(t.database.db);
    await liftOpenOrdersLimit(t.database.db);
    admin = await loginDemoAdmin(t.app);
    customer = await loginDemoCustomer(t.app);
    ({ pickup } = (await demoOrders(t.database.db)) as unknown as { pickup: typeof pickup });
    pretzelId = pickup.items[0]!.product_id;
    // DR-01: Münchner Helles, marked from 16 by the demo seed.
    beerId = await itemId('DR-01');
    beerGlassId = (await product(beerId)).json().variants[0].id;
  });
  afterAll(() => t.close());

  it("marks the demo's beers and wine from 16, and nothing else", async () => {
    const rows = await t.database.db
      .select({ itemCode: products.itemCode, ageLimit: products.ageLimit })
      .from(products)
      .where(eq(products.storeId, 9));
    const limited = rows.filter((row) => row.ageLimit !== null).map((row) => [row.itemCode, row.ageLimit]);
    expect(limited.sort()).toEqual([
      ['DR-01', 16],
      ['DR-02', 16],
      ['DR-05', 16],
    ]);
    expect((await product(beerId)).json()).toMatchObject({ id: beerId, age_limit: 16 });
    expect((await product(pretzelId)).json()).toMatchObject({ age_limit: null });
  });

  it("takes 16, 18 or null as a product's age limit and refuses anything else with 422, changing nothing", async () => {
    const water = await itemId('DR-06');
    for (const wrong of [21, 0, '18', true, 17.5]) {
      const response = await saveAgeLimit(water, wrong);
      expect(response.statusCode, JSON.stringify(wrong)).toBe(422);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
      expect(response.json().fields.age_limit).toEqual(['Choose 16, 18 or no age limit']);
    }
    expect((await product(water)).json().age_limit).toBeNull();
    const german = await request({
      method: 'PUT',
      url: `/api/products/${water}`,
      token: admin,
      headers: { 'accept-language': 'de' },
      payload: { ...(await product(water)).json<object>(), age_limit: 21 },
    });
    expect(german.json().fields.age_limit).toEqual(['Wähle 16, 18 oder keine Altersgrenze']);

    expect((await saveAgeLimit(water, 18)).statusCode).toBe(200);
    expect((await product(water)).json().age_limit).toBe(18);
    expect((await saveAgeLimit(water, null)).statusCode).toBe(200);
    expect((await product(water)).json().age_limit).toBeNull();
  });

  it("refuses an account order holding beer without the confirmation: 422, in the reader's language, nothing written", async () => {
    const before = await orderCount();
    for (const confirmation of [{}, { age_confirmed: false }]) {
      const refused = await order(beerOrder(confirmation), { token: customer });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'age_confirmation_required',
        detail: 'Please confirm that you are 16 or older: your order holds products with an age limit.',
        fields: { age_confirmed: [expect.stringContaining('16')] },
      });
    }
    const german = await order(beerOrder(), { token: customer, headers: { 'accept-language': 'de-DE' } });
    expect(german.json().detail).toBe(
      'Bitte bestätige, dass du mindestens 16 Jahre alt bist: Deine Bestellung enthält Produkte mit Altersgrenze.',
    );
    // Not a boolean: a validation error, not a confirmation.
    expect((await order(beerOrder({ age_confirmed: 'yes' }), { token: customer })).statusCode).toBe(422);
    expect(await orderCount()).toBe(before);
  });

  it('places it with the confirmation; the order, the desk and the customer read its age limit', async () => {
    const placed = await order(beerOrder({ age_confirmed: true }), { token: customer });
    expect(placed.statusCode, placed.body).toBe(201);
    const { id } = placed.json().data;
    expect(placed.json().data.age_limit).toBe(16);
    const mine = await request({ method: 'GET', url: `/api/orders/${id}`, token: customer });
    expect(mine.json().age_limit).toBe(16);
    const desk = await request({ method: 'GET', url: '/api/orders/desk?filter=all', token: admin });
    expect(desk.json().data.find((row: { id: number }) => row.id === id)).toMatchObject({ age_limit: 16 });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.ageLimit).toBe(16);
  });

  it('applies the highest limit of the menu, whatever the client sends; an order without one has none', async () => {
    // The water, marked 18 for this test.
    const spirit = await itemId('DR-06');
    expect((await saveAgeLimit(spirit, 18)).statusCode).toBe(200);
    const refused = await order(
      { ...beerOrder(), items: [...beerOrder().items, { product_id: spirit, quantity: 1 }], age_limit: 16 },
      { token: customer },
    );
    expect(refused.json()).toMatchObject({ code: 'age_confirmation_required', params: { age: 18 } });
    const placed = await order(
      {
        ...beerOrder({ age_confirmed: true }),
        items: [{ product_id: spirit, quantity: 1 }],
        age_limit: null,
      },
      { token: customer },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.age_limit).toBe(18);
    // A confirmation for a cart without an age limit changes nothing.
    const plain = await order({ ...pickup, age_confirmed: true }, { token: customer });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().data.age_limit).toBeNull();
    expect((await saveAgeLimit(spirit, null)).statusCode).toBe(200);
  });

  it('asks a guest the same', async () => {
    const refused = await order(beerOrder({ guest: guest() }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('age_confirmation_required');
    const placed = await order(beerOrder({ guest: guest(), age_confirmed: true }));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().data.age_limit).toBe(16);
    const opened = await request({
      method: 'GET',
      url: `/api/orders/${placed.json().data.id}?key=${placed.json().data.guest_key}`,
    });
    expect(opened.json().age_limit).toBe(16);
  });

  it("keeps the order's limit when the menu changes later", async () => {
    const placed = await order(beerOrder({ age_confirmed: true }), { token: customer });
    const { id } = placed.json().data;
    expect((await saveAgeLimit(beerId, null)).statusCode).toBe(200);
    const desk = await request({ method: 'GET', url: `/api/orders/${id}`, token: admin });
    expect(desk.json().age_limit).toBe(16);
    // Without the limit the beer needs no confirmation now; the order placed before keeps its own.
    expect((await order(beerOrder(), { token: customer })).statusCode).toBe(201);
    expect((await saveAgeLimit(beerId, 16)).statusCode).toBe(200);
  });

  it("prints ID CHECK on the kitchen ticket, in the printer's language", async () => {
    const printers = await Promise.all(
      ['en', 'de'].map(async (language) => {
        const created = await request({
          method: 'POST',
          url: '/api/printers',
          token: admin,
          payload: { name: `Pass ${language}`, kind: 'cloudprnt', language, width_mm: 80 },
        });
        expect(created.statusCode, created.body).toBe(201);
        return new URL(created.json().cloudprnt_url).pathname;
      }),
    );
    const placed = await order(beerOrder({ age_confirmed: true }), { token: customer });
    const accepted = await request({
      method: 'PATCH',
      url: `/api/orders/${placed.json().data.id}`,
      token: admin,
      payload: { approval_status: 2 },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const texts = [];
    for (const path of printers) {
      let ready: { jobReady: boolean; jobToken?: string } = { jobReady: false };
      for (let i = 0; i < 50 && !ready.jobReady; i++) {
        ready = (
          await request({
            method: 'POST',
            url: path,
            payload: { status: '23 6 0 0 0 0 0 0 0 ', printerMAC: '00:11:62:00:00:00' },
          })
        ).json();
        if (!ready.jobReady) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const text = await request({
        method: 'GET',
        url: `${path}?type=text%2Fplain&mac=x&token=${ready.jobToken}`,
      });
      texts.push(text.body);
    }
    expect(texts[0]).toContain('\nID CHECK 16+\n');
    expect(texts[1]).toContain('\nAUSWEIS PRÜFEN 16+\n');
  });
});
