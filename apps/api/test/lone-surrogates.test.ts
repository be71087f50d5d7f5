import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, orders, products, storeHours, taxes, users } from '../src/db/schema/index.ts';
import { DEMO_LOGINS, DEMO_STORE_ID } from '../src/db/seed/demo.ts';
import { apiOperations, fillPath } from './api-operations.ts';
import { bearer, buildTestApp, loginDemoAdmin, loginDemoCustomer, type TestContext } from './helpers.ts';
import { storeSnapshot } from './store-snapshot.ts';
import { bodyWith, stringFields } from './text-fields.ts';

/** Half of a UTF-16 pair: JSON carries it as the escape `\ud800`, and JSON.parse hands it on as it is. */
const LONE = '\ud800';
const REFUSED = {
  en: 'Must be valid Unicode text: it holds a surrogate without its pair',
  de: 'Muss gültiger Unicode-Text sein: er enthält ein Surrogat ohne Partner',
};

const address = {
  line1: 'Kastanienallee 12',
  city: 'Berlin',
  zip: '10435',
  phone: '+49 151 2345678',
  customer_name: 'Emma Schneider',
};

// Well-formed Unicode only: a lone surrogate used to reach PostgreSQL's json parser (a 500), or be stored
// as U+FFFD in one text column and as itself in another.
describe('a lone UTF-16 surrogate in a JSON body', () => {
  let t: TestContext;
  let admin: string;
  let customer: string;
  let product: typeof products.$inferSelect;
  let taxId: number;

  /** The demo store's rows, the rows customers make, and the customer's own account. */
  async function stored() {
    const db = t.database.db;
    const [[a], [o]] = await Promise.all([
      db.select({ n: count() }).from(addresses),
      db.select({ n: count() }).from(orders),
    ]);
    const me = await db.select().from(users).where(eq(users.email, DEMO_LOGINS.customer.email));
    return { store: await storeSnapshot(db), addresses: a!.n, orders: o!.n, me };
  }

  const order = (extra: object, item: object = {}) => ({
    order_type: 2,
    store_id: DEMO_STORE_ID,
    items: [{ product_id: product.id, quantity: 1, ...item }],
    payment: { payment_method: 'cash' },
    ...extra,
  });

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    admin = await loginDemoAdmin(t.app);
    customer = await loginDemoCustomer(t.app);
    const db = t.database.db;
    const [simple] = await db.select().from(products).where(eq(products.type, 'simple')).limit(1);
    product = simple!;
    const [tax] = await db.select().from(taxes).limit(1);
    taxId = tax!.id;
    // Open around the clock, so that an order without the surrogate would be placed.
    await db.delete(storeHours).where(eq(storeHours.storeId, DEMO_STORE_ID));
    await db.insert(storeHours).values(
      [0, 1, 2, 3, 4, 5, 6].flatMap((dayOfWeek) => [
        { storeId: DEMO_STORE_ID, name: 'Always', dayOfWeek, openTime: '00:00', closeTime: '23:59' },
        { storeId: DEMO_STORE_ID, name: 'Always', dayOfWeek, openTime: '23:59', closeTime: '00:00' },
      ]),
    );
  }, 180_000);
  afterAll(() => t.close());

  const cases: [string, () => InjectOptions, string][] = [
    [
      'an order note',
      () => ({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(customer),
        payload: order({ note: `${LONE}x` }),
      }),
      'note',
    ],
    [
      "an order item's note",
      () => ({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(customer),
        payload: order({}, { note: `no onions ${LONE}` }),
      }),
      'items.0.note',
    ],
    [
      "a category's translation",
      () => ({
        method: 'POST',
        url: '/api/categories',
        headers: bearer(admin),
        payload: { name: 'Suppen', tax_id: taxId, translations: { en: { name: `Soups ${LONE}` } } },
      }),
      'translations.en.name',
    ],
    [
      "a category's translated description",
      () => ({
        method: 'POST',
        url: '/api/categories',
        headers: bearer(admin),
        payload: {
          name: 'Suppen',
          tax_id: taxId,
          translations: { en: { name: 'Soups', description: `Hot ${LONE}` } },
        },
      }),
      'translations.en.description',
    ],
    [
      "a category's name",
      () => ({
        method: 'POST',
        url: '/api/categories',
        headers: bearer(admin),
        payload: { name: `Soups${LONE}`, tax_id: taxId },
      }),
      'name',
    ],
    [
      "an address's first line",
      () => ({
        method: 'POST',
        url: '/api/addresses',
        headers: bearer(customer),
        payload: { ...address, line1: `Kastanienallee ${LONE}12` },
      }),
      'line1',
    ],
    [
      "the customer's own name",
      () => ({
        method: 'PATCH',
        url: '/api/users/me',
        headers: bearer(customer),
        payload: { customer_name: `Emma ${LONE}` },
      }),
      'customer_name',
    ],
  ];

  it.each(cases)('answers 422 naming the field, and stores nothing: %s', async (_, request, field) => {
    const before = await stored();
    const response = await t.app.inject(request());
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      detail: `${field}: ${REFUSED.en}`,
      fields: { [field]: [REFUSED.en] },
    });
    expect(await stored()).toEqual(before);
  });

  it('says so in German to a German reader', async () => {
    const [, request] = cases[0]!;
    const asked = request();
    const response = await t.app.inject({
      ...asked,
      headers: { ...asked.headers, 'accept-language': 'de' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'validation_failed', detail: `note: ${REFUSED.de}` });
  });

  it('takes a whole surrogate pair (an emoji) as it is', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: bearer(customer),
      payload: { customer_name: 'Emma 🍕' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().customer_name).toBe('Emma 🍕');
  });

  it('is refused with 422 on that field in every text of every JSON body a documented route reads', async () => {
    const missed: string[] = [];
    const send = async (request: InjectOptions) => {
      for (const token of [null, admin, customer]) {
        const response = await t.app.inject({
          ...request,
          headers: { ...request.headers, ...(token ? bearer(token) : {}) },
        });
        if (response.statusCode !== 401 && response.statusCode !== 403) return response;
      }
      throw new Error(`no caller may use ${request.method} ${String(request.url)}`);
    };
    let checked = 0;
    for (const operation of await apiOperations(t.app)) {
      if (!operation.body?.contentTypes.includes('application/json')) continue;
      for (const path of stringFields(operation.body.schema)) {
        const field = path.join('.');
        const response = await send({
          method: operation.method as InjectOptions['method'],
          url: fillPath(operation.path, {}),
          payload: bodyWith(path, `x${LONE}y`) as Record<string, unknown>,
        });
        const fields = response.statusCode === 422 ? response.json<{ fields?: object }>().fields : undefined;
        if (!fields || !(field in fields)) {
          missed.push(
            `${operation.method} ${operation.path} ${field}: ${response.statusCode} ${response.body}`,
          );
        }
        checked++;
      }
    }
    expect(missed).toEqual([]);
    // The walk reached the texts inside translations and items, not only the top-level ones.
    expect(checked).toBeGreaterThan(40);
  });
});
