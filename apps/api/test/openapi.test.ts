import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/lib/passwords.ts';
import { createCustomer, markEmailVerified } from '../src/modules/users/service.ts';
import { apiOperations, fillPath, type JsonSchema, type Operation } from './api-operations.ts';
import { bearer, buildTestApp, loginAs, secondStoreAdmin, type TestContext } from './helpers.ts';
import { listen } from './order-desk.ts';
import { exchange, parsed } from './raw-http.ts';

/**
 * The document's schemas checked as a client's validator would: OpenAPI 3.0's `nullable` and boolean
 * `exclusiveMinimum`, and `multipleOf: 0.01` without binary rounding (0.29 / 0.01 is not an integer in floats).
 */
const ajv = new Ajv({
  nullable: true,
  validateSchema: false,
  unknownFormats: 'ignore',
  multipleOfPrecision: 9,
});
const accepts = (schema: JsonSchema, value: unknown) => ajv.validate(schema, value) as boolean;

let t: TestContext;
let operations: Operation[];
let storeId: number;
let adminToken: string;
let customerToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  operations = await apiOperations(t.app);
  const admin = await secondStoreAdmin(t);
  storeId = admin.storeId;
  adminToken = admin.token;
  const customer = await createCustomer(t.database.db, {
    email: 'kim@example.com',
    passwordHash: await hashPassword('kims-password'),
    storeId,
    customerName: 'Kim',
    phone: '030 1234567',
  });
  await markEmailVerified(t.database.db, customer.id);
  customerToken = await loginAs(t.app, 'kim@example.com', 'kims-password');
});
afterAll(() => t.close());

const operation = (method: string, path: string) => {
  const found = operations.find((candidate) => candidate.method === method && candidate.path === path);
  if (!found) throw new Error(`${method} ${path} is not documented`);
  return found;
};
const name = (op: Operation) => `${op.method} ${op.path}`;

describe('the statuses the document lists', () => {
  it('a body may be unreadable (400) or invalid (422); path, query and headers may be invalid (422)', () => {
    const missing = operations.flatMap((op) =>
      [
        ...(op.body?.contentTypes.includes('application/json')
          ? ['400', '422'].filter((status) => !op.statuses?.includes(status))
          : []),
        ...(op.parameters.length > 0 && !op.statuses?.includes('422') ? ['422'] : []),
      ].map((status) => `${name(op)} ${status}`),
    );
    expect(missing).toEqual([]);
  });

  it('every guarded operation lists 401, and answers it to a caller without a token (one open to guests too: a token that is not one)', async () => {
    const guarded = operations.filter((op) => op.secured);
    expect(guarded.length).toBeGreaterThan(40);
    expect(guarded.filter((op) => op.guests).length).toBeGreaterThan(0);
    expect(guarded.filter((op) => !op.statuses?.includes('401')).map(name)).toEqual([]);
    const answers = await Promise.all(
      guarded.map(async (op) => {
        const response = await t.app.inject({
          method: op.method as 'GET',
          url: fillPath(op.path, {}),
          headers: op.guests ? { authorization: 'Bearer not-a-token' } : {},
        });
        return `${name(op)} ${response.statusCode}`;
      }),
    );
    expect(answers.filter((answer) => !answer.endsWith(' 401'))).toEqual([]);
  });

  it('every operation lists 431, one with a path parameter 400 and 414 as well, and answers them', async () => {
    const withPath = operations.filter((op) => op.parameters.some((p) => p.in === 'path'));
    expect(withPath.length).toBeGreaterThan(40);
    expect(operations.filter((op) => !op.statuses?.includes('431')).map(name)).toEqual([]);
    expect(
      withPath.flatMap((op) =>
        ['400', '414'].filter((s) => !op.statuses?.includes(s)).map((s) => `${name(op)} ${s}`),
      ),
    ).toEqual([]);

    const every = (value: string) => (path: string) => path.replace(/\{\w+\}/g, value);
    const codes = async (url: (path: string) => string) =>
      Promise.all(
        withPath.map(async (op) => {
          const response = await t.app.inject({ method: op.method as 'GET', url: url(op.path) });
          return `${name(op)} ${response.statusCode} ${response.json<{ code: string }>().code}`;
        }),
      );
    const tooLong = await codes(every('9'.repeat(300)));
    expect(tooLong.filter((answer) => !answer.endsWith(' 414 url_too_long'))).toEqual([]);
    const broken = await codes(every('%E0%A4%A'));
    expect(broken.filter((answer) => !answer.endsWith(' 400 url_malformed'))).toEqual([]);

    const port = await listen(t.app);
    const headers = await Promise.all(
      operations.map(async (op) => {
        const request = [
          `${op.method} ${fillPath(op.path, {})} HTTP/1.1`,
          'Host: 127.0.0.1',
          `X-Junk: ${'y'.repeat(20 * 1024)}`,
          'Connection: close',
          '',
          '',
        ].join('\r\n');
        return `${name(op)} ${parsed(await exchange(port, request)).status}`;
      }),
    );
    expect(headers.filter((answer) => !answer.endsWith(' 431'))).toEqual([]);
  });

  // What each route can answer besides the rules above: its own refusals (404, 409, 429…), listed so
  // that a route gaining or losing one is a decision, not an accident.
  it.each(
    Object.entries({
      'GET /api/printers': '200 401 403 422',
      'POST /api/printers': '201 400 401 403 413 415 422',
      'PUT /api/printers/{id}': '200 400 401 403 404 413 415 422',
      'DELETE /api/printers/{id}': '204 400 401 403 404 413 415 422',
      'POST /api/printers/{id}/test': '201 400 401 403 404 413 415 422',
      'POST /api/printers/{id}/retry': '200 400 401 403 404 413 415 422',
      'POST /api/orders/{id}/print': '201 400 401 403 404 413 415 422',
      'GET /api/print-jobs': '200 401 403 422',
      'POST /api/cloudprnt/{token}': '200 400 404 413 415 422 429',
      'GET /api/cloudprnt/{token}': '200 400 404 422 429',
      'DELETE /api/cloudprnt/{token}': '200 400 404 413 415 422 429',
      'GET /api/taxes': '200 401 403 422',
      'POST /api/taxes': '201 400 401 403 413 415 422',
      'GET /api/taxes/{id}': '200 400 401 403 404 422',
      'PUT /api/taxes/{id}': '200 400 401 403 404 413 415 422',
      'DELETE /api/taxes/{id}': '200 400 401 403 404 409 413 415 422',
      'POST /api/categories': '201 400 401 403 413 415 422',
      'GET /api/categories/{id}': '200 400 401 403 404 422',
      'PUT /api/categories/{id}': '200 400 401 403 404 413 415 422',
      'PATCH /api/categories/{id}': '200 400 401 403 404 413 415 422',
      'POST /api/categories/{id}/status': '200 400 401 403 404 413 415 422',
      'DELETE /api/categories/{id}': '200 400 401 403 404 409 413 415 422',
      'GET /api/products': '200 401 403 422',
      'POST /api/products': '201 400 401 403 409 413 415 422',
      'GET /api/products/{id}': '200 400 401 403 404 422',
      'PUT /api/products/{id}': '200 400 401 403 404 409 413 415 422',
      'DELETE /api/products/{id}': '200 400 401 403 404 413 415 422',
      'POST /api/orders': '201 400 401 403 404 409 413 415 422 429',
      'GET /api/orders': '200 401 403 422',
      'GET /api/orders/{id}': '200 400 401 403 404 422',
      'GET /api/orders/{id}/receipt.pdf': '200 400 401 403 404 422',
      'PATCH /api/orders/{id}': '200 400 401 403 404 409 413 415 422',
      'GET /api/orders/desk': '200 401 403 422',
      'POST /api/orders/{id}/fulfilment': '200 400 401 403 404 409 413 415 422',
      'POST /api/register/customer': '201 400 404 413 415 422 429',
      'GET /api/verify-registration': '200 400 422',
      'POST /api/forgot-password': '200 400 413 415 422 429',
      'POST /api/resend-verification': '200 400 413 415 422 429',
      'POST /api/reset-password': '200 400 413 415 422',
      'GET /api/users/me/export': '200 401 429',
      'DELETE /api/users/me': '200 400 401 403 409 413 415 422 429',
      'GET /api/addresses': '200 401 403',
      'POST /api/addresses': '201 400 401 403 413 415 422',
      'PUT /api/addresses/{id}': '200 400 401 403 404 413 415 422',
      'GET /api/stores/{id}/legal': '200 400 404 422',
      'GET /api/coupons': '200 401 403 422',
      'POST /api/coupons': '201 400 401 403 413 415 422',
      'GET /api/coupons/{id}': '200 400 401 403 404 422',
      'PUT /api/coupons/{id}': '200 400 401 403 404 413 415 422',
      'DELETE /api/coupons/{id}': '200 400 401 403 404 413 415 422',
      'POST /api/coupons/check': '200 400 404 413 415 422 429',
      'PUT /api/stores/{id}/legal': '200 400 401 403 413 415 422',
      'GET /api/reports/sales': '200 401 403 422',
      'GET /api/reports/sales.csv': '200 401 403 422',
      'GET /api/reports/products': '200 401 403 422',
      'GET /api/reports/products.csv': '200 401 403 422',
      'GET /api/reports/hours': '200 401 403 422',
      'GET /api/reports/datev.csv': '200 401 403 409 422',
      'GET /api/stores/{id}/accounting': '200 400 401 403 422',
      'PUT /api/stores/{id}/accounting': '200 400 401 403 413 415 422',
    }),
  )('%s answers %s', (route, statuses) => {
    const [method, path] = route.split(' ') as [string, string];
    const listed = (operation(method, path).statuses ?? []).filter(
      (status) => !['414', '431'].includes(status),
    );
    expect(listed.sort()).toEqual(statuses.split(' '));
  });

  it('POST /orders documents its Idempotency-Key header; each operation has its module’s tag', () => {
    expect(operation('POST', '/api/orders').parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
    );
    expect(operation('POST', '/api/taxes').tags).toEqual(['taxes']);
    expect(operation('POST', '/api/register/customer').tags).toEqual(['accounts']);
    expect(operation('GET', '/api/reports/datev.csv').tags).toEqual(['reports']);
  });

  it('GET /stores/0 and a login without a password answer 422, as the document says', async () => {
    expect(operation('GET', '/api/stores/{id}').statuses).toContain('422');
    expect((await t.app.inject({ method: 'GET', url: '/api/stores/0' })).statusCode).toBe(422);
    expect(operation('POST', '/api/login').statuses).toContain('422');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a%40b.de',
    });
    expect(login.statusCode).toBe(422);
  });
});

/** A field's values the server refuses, tried in a request the document and the server both accept. */
interface Case {
  method: 'POST' | 'GET';
  path: string;
  url?: () => string;
  token?: () => string;
  /** A body both accept; each bad value replaces `field` in it. */
  body?: Record<string, unknown>;
  field: string;
  refused: unknown[];
  /** How the field sits in the body when it is not a plain property. */
  place?: (body: Record<string, unknown>, value: unknown) => Record<string, unknown>;
}

const SPECIAL_DAY = {
  date: '2031-12-24',
  closed: false,
  ranges: [{ open_time: '10:00', close_time: '14:00' }],
};
const HOURS = { name: 'Lunch', opening_time: '11:00', closing_time: '15:00', days: [0, 1] };

const CASES: Case[] = [
  {
    method: 'POST',
    path: '/api/special-days',
    token: () => adminToken,
    body: SPECIAL_DAY,
    field: 'date',
    refused: [
      '0000-00-00',
      '2031-00-10',
      '2031-12-00',
      '2031-13-01',
      '2031-02-29',
      '2031-04-31',
      '0000-01-01',
      '31-12-24',
    ],
  },
  {
    method: 'POST',
    path: '/api/special-days',
    token: () => adminToken,
    body: SPECIAL_DAY,
    field: 'ranges',
    refused: [
      [{ open_time: '00:00', close_time: '00:00' }],
      [{ open_time: '18:30', close_time: '18:30:45' }],
      [],
    ],
  },
  {
    method: 'POST',
    path: '/api/discounts',
    token: () => adminToken,
    body: { code: 'PICKUP_DISCOUNT', value: 10, expires_at: '2031-12-31' },
    field: 'expires_at',
    refused: ['0000-00-00', '2031-02-30', '2031-12-00T10:00:00Z', '0000-01-01', ''],
  },
  {
    method: 'POST',
    path: '/api/coupons',
    token: () => adminToken,
    body: { code: 'SUMMER 10', kind: 'percent', value: 10, valid_until: '2031-12-31' },
    field: 'value',
    refused: [-1, 0.001, 'ten'],
  },
  {
    method: 'POST',
    path: '/api/coupons',
    token: () => adminToken,
    body: { code: 'AUTUMN', kind: 'fixed', value: 2.5 },
    field: 'valid_from',
    refused: ['2031-02-30', '', 'soon'],
  },
  {
    method: 'POST',
    path: '/api/coupons',
    token: () => adminToken,
    body: { code: 'WINTER', kind: 'fixed', value: 2.5 },
    field: 'code',
    refused: ['', '   ', 'x'.repeat(41), 'no!'],
  },
  {
    method: 'POST',
    path: '/api/coupons/check',
    body: { store_id: 1, code: 'SUMMER10', order_type: 2, subtotal: 20 },
    field: 'subtotal',
    refused: [-1, 0.001, undefined],
  },
  {
    method: 'POST',
    path: '/api/postcodes',
    token: () => adminToken,
    body: { postcode: '10999', delivery_fee: 2.5, min_order: 15 },
    field: 'delivery_fee',
    refused: [1.005, 0.001, 2.499, -1],
  },
  {
    method: 'POST',
    path: '/api/postcodes',
    token: () => adminToken,
    body: { postcode: '10998', delivery_fee: 2.5, min_order: 15 },
    field: 'min_order',
    refused: [12.345, 0.999],
  },
  {
    method: 'POST',
    path: '/api/taxes',
    token: () => adminToken,
    body: { name: 'Reduced 🍺', percentage: 7 },
    field: 'name',
    refused: ['', '   ', 'Re\u0000duced', 'Reduced \ud83c', '\udf7a Reduced'],
  },
  {
    method: 'POST',
    path: '/api/taxes',
    token: () => adminToken,
    body: { name: 'Reduced', percentage: 7 },
    field: 'percentage',
    refused: [7.125, 19.001],
  },
  {
    method: 'POST',
    path: '/api/register/customer',
    body: {
      username: ' new.customer@example.com ',
      password: 'long-enough-1',
      address: {
        line1: 'Hauptstraße 1',
        city: 'Berlin',
        zip: '10115',
        phone: '030 1234567',
        customer_name: 'Kim',
      },
    },
    field: 'username',
    refused: ['', '   ', 'not-an-e-mail', 'a@b', 'a b@example.com'],
  },
  {
    method: 'POST',
    path: `/api/store-hours/store/{id}`,
    url: () => `/api/store-hours/store/${storeId}`,
    token: () => adminToken,
    body: HOURS,
    field: 'closing_time',
    refused: ['11:00', '11:00:30'],
  },
  {
    method: 'POST',
    path: `/api/store-hours/store/{id}`,
    url: () => `/api/store-hours/store/${storeId}`,
    token: () => adminToken,
    body: { ...HOURS, opening_time: '00:00' },
    field: 'closing_time',
    refused: ['00:00'],
  },
  {
    method: 'POST',
    path: `/api/store-hours/store/{id}`,
    url: () => `/api/store-hours/store/${storeId}`,
    token: () => adminToken,
    body: HOURS,
    field: 'days',
    refused: [[], undefined],
  },
];

describe('what the server refuses, the document refuses', () => {
  it.each(CASES.map((c) => [`${c.method} ${c.path} ${c.field}`, c] as const))('%s', async (_, c) => {
    const schema = operation(c.method, c.path).body!.schema;
    const send = (body: Record<string, unknown>) =>
      t.app.inject({
        method: c.method,
        url: c.url?.() ?? c.path,
        headers: c.token ? bearer(c.token()) : {},
        payload: body,
      });
    expect(accepts(schema, c.body), JSON.stringify(ajv.errors)).toBe(true);
    for (const value of c.refused) {
      const body = { ...c.body, [c.field]: value };
      if (value === undefined) delete body[c.field];
      const response = await send(body);
      expect(response.statusCode, `${JSON.stringify(value)}: ${response.body}`).toBe(422);
      expect(accepts(schema, body), `the document accepts ${c.field} ${JSON.stringify(value)}`).toBe(false);
    }
  });

  it('the date of GET /stores/{id}/slots', async () => {
    const date = operation('GET', '/api/stores/{id}/slots').parameters.find((p) => p.name === 'date')!;
    expect(accepts(date.schema, '2031-12-24')).toBe(true);
    for (const value of ['0000-00-00', '2031-00-01', '2031-06-31', '2031-6-1']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/stores/${storeId}/slots?order_type=2&date=${value}`,
      });
      expect(response.statusCode, `${value}: ${response.body}`).toBe(422);
      expect(accepts(date.schema, value), `the document accepts date ${value}`).toBe(false);
    }
  });

  it('the Idempotency-Key of POST /orders', async () => {
    const key = operation('POST', '/api/orders').parameters.find((p) => p.name === 'idempotency-key')!;
    for (const value of ['order-1', '"order-1"', '"', 'with space', 'x'.repeat(255)]) {
      expect(accepts(key.schema, value), value).toBe(true);
    }
    for (const value of ['', '""', 'é', 'tab\there', 'x'.repeat(256), `"${'x'.repeat(256)}"`]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...bearer(customerToken), 'idempotency-key': value },
        payload: {},
      });
      expect(response.statusCode, `${JSON.stringify(value)}: ${response.body}`).toBe(400);
      expect(response.json<{ code: string }>().code).toBe('idempotency_key_invalid');
      expect(accepts(key.schema, value), `the document accepts key ${JSON.stringify(value)}`).toBe(false);
    }
  });
});
