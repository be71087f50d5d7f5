import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, authTokens, orders, products, taxes, users } from '../src/db/schema/index.ts';
import { DEMO_LOGINS, DEMO_STORE_ID } from '../src/db/seed/demo.ts';
import { apiOperations, fillPath } from './api-operations.ts';
import { bearer, buildTestApp, loginDemoAdmin, loginDemoCustomer, type TestContext } from './helpers.ts';
import { storeSnapshot } from './store-snapshot.ts';
import { bodyWith, stringFields } from './text-fields.ts';

const NUL_REFUSED = 'Must not contain a NUL character';

const form = (fields: Record<string, string>): InjectOptions => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

function multipart(fields: Record<string, string>): InjectOptions {
  const boundary = '----food-nul';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `${parts.join('')}--${boundary}--\r\n`,
  };
}

const address = {
  line1: 'Kastanienallee 12',
  city: 'Berlin',
  zip: '10435',
  phone: '+49 151 2345678',
  customer_name: 'Emma Schneider',
};

// PostgreSQL refuses NUL in text: the schemas must turn it away before a query ever sees it.
describe('a NUL character in any text input', () => {
  let t: TestContext;
  let admin: string;
  let customer: string;
  let product: typeof products.$inferSelect;
  let taxId: number;

  async function rowCounts() {
    const db = t.database.db;
    const [[u], [a], [o], [k]] = await Promise.all([
      db.select({ n: count() }).from(users),
      db.select({ n: count() }).from(addresses),
      db.select({ n: count() }).from(orders),
      db.select({ n: count() }).from(authTokens),
    ]);
    return { users: u!.n, addresses: a!.n, orders: o!.n, tokens: k!.n };
  }

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    admin = await loginDemoAdmin(t.app);
    customer = await loginDemoCustomer(t.app);
    const [simple] = await t.database.db.select().from(products).where(eq(products.type, 'simple')).limit(1);
    product = simple!;
    const [tax] = await t.database.db.select().from(taxes).limit(1);
    taxId = tax!.id;
  });
  afterAll(() => t.close());

  const cases: [string, () => InjectOptions, string][] = [
    [
      'a category name (JSON)',
      () => ({
        method: 'POST',
        url: '/api/categories',
        headers: bearer(admin),
        payload: { name: 'Soups\u0000', tax_id: taxId },
      }),
      'name',
    ],
    [
      'a product description (JSON)',
      () => ({
        method: 'PUT',
        url: `/api/products/${product.id}`,
        headers: bearer(admin),
        payload: {
          name: product.name,
          item_code: product.itemCode,
          description: 'Hot\u0000 and fresh',
          category_id: product.categoryId,
          tax_id: product.taxId,
          type: 'simple',
          price: 4.5,
        },
      }),
      'description',
    ],
    [
      'a tax name',
      () => ({
        method: 'POST',
        url: '/api/taxes',
        headers: bearer(admin),
        payload: { name: '\u0000', percentage: 7 },
      }),
      'name',
    ],
    [
      'an opening hours name',
      () => ({
        method: 'POST',
        url: `/api/store-hours/store/${DEMO_STORE_ID}`,
        headers: bearer(admin),
        payload: { name: 'Lunch\u0000', opening_time: '11:00', closing_time: '14:00', days: [0] },
      }),
      'name',
    ],
    [
      'a login username (url-encoded form)',
      () => ({
        method: 'POST',
        url: '/api/login',
        ...form({ username: `emma\u0000${DEMO_LOGINS.customer.email}`, password: 'whatever' }),
      }),
      'username',
    ],
    [
      'a login password (url-encoded form)',
      () => ({
        method: 'POST',
        url: '/api/login',
        ...form({ username: DEMO_LOGINS.customer.email, password: 'pass\u0000word' }),
      }),
      'password',
    ],
    [
      'a login username (multipart form)',
      () => ({
        method: 'POST',
        url: '/api/login',
        ...multipart({ username: `${DEMO_LOGINS.customer.email}\u0000`, password: 'whatever' }),
      }),
      'username',
    ],
    [
      "a registering customer's name",
      () => ({
        method: 'POST',
        url: '/api/register/customer',
        payload: {
          username: 'new-customer@example.com',
          password: 'first-password',
          address: { ...address, customer_name: 'Emma\u0000 Schneider' },
        },
      }),
      'address.customer_name',
    ],
    [
      'a registering username (multipart form)',
      () => ({
        method: 'POST',
        url: '/api/register/customer',
        ...multipart({ username: 'new\u0000@example.com', password: 'first-password' }),
      }),
      'username',
    ],
    [
      'a registering password',
      () => ({
        method: 'POST',
        url: '/api/register/customer',
        payload: { username: 'new-customer@example.com', password: 'first-\u0000-password', address },
      }),
      'password',
    ],
    [
      'an address line',
      () => ({
        method: 'POST',
        url: '/api/addresses',
        headers: bearer(customer),
        payload: { ...address, line1: 'Kastanienallee\u000012' },
      }),
      'line1',
    ],
    [
      'an address area',
      () => ({
        method: 'POST',
        url: '/api/addresses',
        headers: bearer(customer),
        payload: { ...address, area: '\u0000' },
      }),
      'area',
    ],
    [
      'an order note',
      () => ({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(customer),
        payload: { order_type: 2, store_id: DEMO_STORE_ID, note: 'ring\u0000', items: [] },
      }),
      'note',
    ],
    [
      "an order item's note",
      () => ({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(customer),
        payload: {
          order_type: 2,
          store_id: DEMO_STORE_ID,
          items: [{ product_id: product.id, quantity: 1, note: 'no onions\u0000' }],
        },
      }),
      'items.0.note',
    ],
    [
      'a rejection reason',
      () => ({
        method: 'PATCH',
        url: '/api/orders/1',
        headers: bearer(admin),
        payload: { approval_status: 3, reject_reason: 'closed\u0000' },
      }),
      'reject_reason',
    ],
    [
      'a forgotten-password username',
      () => ({ method: 'POST', url: '/api/forgot-password', payload: { username: 'a\u0000@example.com' } }),
      'username',
    ],
    [
      'a reset token',
      () => ({
        method: 'POST',
        url: '/api/reset-password',
        payload: { reset_token: 'abc\u0000', new_password: 'second-password' },
      }),
      'reset_token',
    ],
    [
      'a verification token in the query',
      () => ({ method: 'GET', url: '/api/verify-registration?token=abc%00def' }),
      'token',
    ],
    [
      'the order desk search in the query',
      () => ({ method: 'GET', url: '/api/orders/desk?search=Emma%00', headers: bearer(admin) }),
      'search',
    ],
    [
      'a store id given as text in the query',
      () => ({ method: 'GET', url: `/api/categories?store_id=${DEMO_STORE_ID}%00` }),
      'store_id',
    ],
    [
      'an id in the path',
      () => ({ method: 'GET', url: `/api/products/${product.id}%00`, headers: bearer(admin) }),
      'id',
    ],
  ];

  it.each(cases)('answers 422 naming the field, and writes nothing: %s', async (_, request, field) => {
    const before = { store: await storeSnapshot(t.database.db), rows: await rowCounts() };
    const response = await t.app.inject(request());
    expect(response.statusCode, response.body).toBe(422);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(body.fields[field], JSON.stringify(body.fields)).toEqual(expect.any(Array));
    expect({ store: await storeSnapshot(t.database.db), rows: await rowCounts() }).toEqual(before);
  });

  it('names the NUL as the reason in a free text field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: bearer(admin),
      payload: { name: 'Soups\u0000', tax_id: taxId },
    });
    expect(response.json().fields).toEqual({ name: [NUL_REFUSED] });
  });

  it('answers 422 for a NUL in a discount code, which is one of two words', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/discounts',
      headers: bearer(admin),
      payload: { code: 'PICKUP_DISCOUNT\u0000', value: 10, expires_at: '2099-12-31' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toHaveProperty('code');
  });

  it('is refused with 422 on that field in every string that a documented route reads', async () => {
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
    const expectRefused = async (label: string, request: InjectOptions, field: string) => {
      const response = await send(request);
      const fields = response.statusCode === 422 ? response.json<{ fields?: object }>().fields : undefined;
      if (!fields || !(field in fields))
        missed.push(`${label} ${field}: ${response.statusCode} ${response.body}`);
    };

    for (const operation of await apiOperations(t.app)) {
      const label = `${operation.method} ${operation.path}`;
      const method = operation.method as InjectOptions['method'];
      for (const parameter of operation.parameters.filter((p) => p.in !== 'header')) {
        const values = { [parameter.name]: '1%00' };
        const query = parameter.in === 'query' ? `?${parameter.name}=1%00` : '';
        await expectRefused(label, { method, url: fillPath(operation.path, values) + query }, parameter.name);
      }
      const body = operation.body;
      if (!body) continue;
      const json = body.contentTypes.includes('application/json');
      for (const path of stringFields(body.schema)) {
        const payload = bodyWith(path, 'x\u0000y') as Record<string, string>;
        await expectRefused(
          label,
          {
            method,
            url: fillPath(operation.path, {}),
            ...(json ? { payload } : form(payload)),
          },
          path.join('.'),
        );
      }
    }
    expect(missed).toEqual([]);
  });
});
