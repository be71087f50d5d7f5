import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { options, productVariants, products } from '../../db/schema/index.ts';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  loginDemoCustomer,
  type TestContext,
} from '../../../test/helpers.ts';
import { openAroundTheClock } from '../../../test/order-desk.ts';

type WireOrder = {
  id: number;
  number: number;
  items: { product_name: string; variant_name: string | null; options: { name: string }[] }[];
};

/** What a reader of the order sees of its lines: product, variant and option names. */
const names = (order: WireOrder) =>
  order.items.map((item) => ({
    product: item.product_name,
    variant: item.variant_name,
    options: item.options.map((option) => option.name),
  }));

// The demo store's default language is German; its menu's default texts are English.
const GERMAN = [
  { product: 'Brezel mit Obatzda', variant: null, options: [] },
  { product: 'Wiener Schnitzel', variant: 'Groß', options: [] },
  { product: 'Berliner Currywurst', variant: null, options: ['Scharf', 'Curryketchup'] },
];
const ENGLISH = [
  { product: 'Brezel with Obatzda', variant: null, options: [] },
  { product: 'Wiener Schnitzel', variant: 'Large', options: [] },
  { product: 'Berliner Currywurst', variant: null, options: ['Hot', 'Curry ketchup'] },
];

describe("an order's line names", () => {
  let t: TestContext;
  let admin: string;
  let customer: string;
  let cart: { product_id: number; variant_id?: number; option_ids?: number[]; quantity: number }[];

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  async function place(headers: Record<string, string>, query = ''): Promise<WireOrder> {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/orders${query}`,
      headers: { ...bearer(customer), ...headers },
      payload: { order_type: 2, store_id: 9, items: cart, payment: { payment_method: 'cash' } },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: WireOrder }>().data;
  }
  /** The order as each of the store's screens reads it: the order, the desk's list, the answer to accepting it. */
  async function deskReads(order: WireOrder): Promise<WireOrder[]> {
    const one = (await get(`/api/orders/${order.id}`, admin)).json<WireOrder>();
    const list = (await get('/api/orders?limit=50', admin))
      .json<WireOrder[]>()
      .find((o) => o.id === order.id)!;
    const desk = (await get(`/api/orders/desk?filter=all&search=${order.number}`, admin)).json<{
      data: WireOrder[];
    }>().data[0]!;
    const accepted = await t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}`,
      headers: bearer(admin),
      payload: { approval_status: 2, ready_in_minutes: 20 },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    return [one, list, desk, accepted.json<{ data: WireOrder }>().data];
  }
  /** The order as its customer reads it later, whatever language they read in now. */
  async function customerReads(order: WireOrder, language: string): Promise<WireOrder[]> {
    const headers = { ...bearer(customer), 'accept-language': language };
    const one = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers });
    const list = await t.app.inject({ method: 'GET', url: '/api/orders?limit=50', headers });
    return [one.json<WireOrder>(), list.json<WireOrder[]>().find((o) => o.id === order.id)!];
  }

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    await openAroundTheClock(t.database.db);
    [admin, customer] = await Promise.all([loginDemoAdmin(t.app), loginDemoCustomer(t.app)]);
    const db = t.database.db;
    const byCode = async (itemCode: string) =>
      (
        await db
          .select()
          .from(products)
          .where(and(eq(products.storeId, 9), eq(products.itemCode, itemCode)))
      )[0]!;
    const [pretzel, schnitzel, currywurst] = await Promise.all(['ST-01', 'MA-01', 'MA-05'].map(byCode));
    const [large] = await db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.productId, schnitzel!.id), eq(productVariants.name, 'Large')));
    const chosen = await db
      .select()
      .from(options)
      .where(inArray(options.name, ['Hot', 'Curry ketchup']));
    cart = [
      { product_id: pretzel!.id, quantity: 1 },
      { product_id: schnitzel!.id, variant_id: large!.id, quantity: 1 },
      { product_id: currywurst!.id, option_ids: chosen.map((option) => option.id), quantity: 2 },
    ];
  });
  afterAll(() => t.close());

  it('are the German ones for a German customer, on the answer and on their later reads in any language', async () => {
    const order = await place({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(names(order)).toEqual(GERMAN);
    for (const read of await customerReads(order, 'en')) expect(names(read)).toEqual(GERMAN);
  });

  it('are the English ones for an English customer, on the answer and on their later reads', async () => {
    const order = await place({ 'accept-language': 'en' });
    expect(names(order)).toEqual(ENGLISH);
    for (const read of await customerReads(order, 'de')) expect(names(read)).toEqual(ENGLISH);
  });

  it('follow ?lang= over Accept-Language', async () => {
    const order = await place({ 'accept-language': 'en' }, '?lang=de');
    expect(names(order)).toEqual(GERMAN);
  });

  it("are the store's default language ones on the desk, the ticket and the answers, whatever the customer's", async () => {
    for (const language of ['en', 'de']) {
      const order = await place({ 'accept-language': language });
      for (const read of await deskReads(order)) expect(names(read), language).toEqual(GERMAN);
    }
  });

  it("stay in the customer's language on the customer's reads once the store has answered", async () => {
    const order = await place({ 'accept-language': 'en' });
    await deskReads(order);
    for (const read of await customerReads(order, 'de')) expect(names(read)).toEqual(ENGLISH);
  });
});
