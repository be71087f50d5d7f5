import { randomInt } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { eq } from 'drizzle-orm';
import { addresses, printers } from '../src/db/schema/index.ts';
import { DEMO_STORE_ID } from '../src/db/seed/demo.ts';
import { apiOperations, fillPath, type Operation, type Parameter } from './api-operations.ts';
import {
  MALFORMED_JSON,
  NASTY_IDS,
  NASTY_STRINGS,
  OVER_A_MEGABYTE,
  PRINTER_HOSTS,
  mutate,
  nastyValue,
  sample,
  seededRandom,
  targetId,
  type Random,
  type Targets,
} from './fuzz-inputs.ts';
import {
  bearer,
  buildTestApp,
  loginAs,
  loginDemoAdmin,
  loginDemoCustomer,
  secondStoreAdmin,
  tempDir,
  type TestContext,
} from './helpers.ts';
import { EVENT_BURST, REFUSALS_BEFORE_DISCONNECT } from '../src/realtime/event-budget.ts';
import { randomEventSession, randomSocketSession, SOCKET_ENDPOINTS } from './socket-attacks.ts';
import { follow } from './order-desk.ts';
import { storeSnapshot, type StoreSnapshot } from './store-snapshot.ts';

const REQUESTS = Number(process.env.FUZZ_REQUESTS) || 3000;
const SOCKET_SESSIONS = Number(process.env.FUZZ_SOCKET_SESSIONS) || 40;
const EVENT_SESSIONS = Number(process.env.FUZZ_EVENT_SESSIONS) || 30;
/** How many events a socket.io session sends at once: from one to the flood. */
const EVENT_COUNTS = [1, 2, 5, 19, 40, 300, 3_000, 20_000];
/** A fixed seed keeps the suite deterministic; `FUZZ_SEED=random` explores new requests (and prints its seed). */
const DEFAULT_SEED = 1;
const seed =
  process.env.FUZZ_SEED === 'random'
    ? randomInt(1, 2 ** 31)
    : process.env.FUZZ_SEED
      ? Number(process.env.FUZZ_SEED)
      : DEFAULT_SEED;

/** The routes outside the API document: uploads, the web app and the API docs. */
const OTHER_ROUTES: Operation[] = [
  '/uploads/{x}',
  '/uploads/9/{x}',
  '/uploads/demo/{x}',
  '/{x}',
  '/admin/{x}',
  '/assets/{x}',
  '/api/docs/{x}',
  '/api/docs/static/{x}',
  '/api/{x}',
].flatMap((route) =>
  ['GET', 'HEAD'].map((method) => ({
    method,
    path: route,
    parameters: [{ in: 'path' as const, name: 'x', required: true, schema: { type: 'string' } }],
    secured: false,
    guests: false,
  })),
);
const FILE_NAMES = [
  'index.html',
  'app.js',
  'x.webp',
  '.env',
  '..%2f..%2fpackage.json',
  '%2e%2e/%2e%2e/package.json',
  '..%5c..%5cpackage.json',
  'x.webp%00.html',
  'x.webp?download=1',
];
/** A real picture, as the latin1 text the multipart body is built of. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
).toString('latin1');
const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const BAD_AUTHORIZATION = ['Bearer', 'Bearer a b', 'Basic YTpi', `Bearer ${'a'.repeat(5000)}`, 'Bearer %00'];
const OTHER_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/x-www-form-urlencoded; charset=latin1',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'foo',
  ';;;',
];
const HEADER_JUNK: Record<string, string>[] = [
  { 'if-none-match': '"junk"' },
  { 'if-none-match': '*' },
  { 'if-modified-since': 'yesterday' },
  { range: 'bytes=5-1' },
  { range: 'bytes=0-0,1-1,2-2,3-3,4-4,5-5,6-6,7-7,8-8,9-9,10-10' },
  { 'content-encoding': 'gzip' },
  { accept: 'text/html;q=abc, */*;q=-1' },
  { 'accept-language': 'x'.repeat(1000) },
  { 'x-forwarded-for': '::1, junk, 999.1.1.1' },
  { origin: 'null' },
];
const QUERY_JUNK = [
  'store_id=1&store_id=2',
  '__proto__[x]=1',
  'a[b][c]=d',
  '=&&=',
  'limit=1&limit=',
  '%zz=1',
];

/** The fuzzing app's resolver for printer names: one on the LAN, one that leads to the server itself. */
const printerLookup = async (name: string) =>
  ({
    'printer.lan': [{ address: '192.168.1.77', family: 4 }],
    'own.example': [{ address: '127.0.0.1', family: 4 }],
  })[name] ?? [];

/** Logs in again after the fuzzing logged it out. */
type Caller = { name: string; token: string | null; login?: () => Promise<string> };

/** Every UTF-8 byte escaped (encodeURIComponent throws on a lone surrogate; this sends U+FFFD). */
const percentEncoded = (text: string) =>
  [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

const urlText = (random: Random) =>
  random.chance(0.5)
    ? random.pick(NASTY_IDS)
    : percentEncoded(random.pick(NASTY_STRINGS.filter((text) => text.length < 2000)));

/** The table of a path's id: `/api/taxes/{id}` → taxes, `/api/postcodes/store/{id}` → stores. */
const tableOfPath = (route: string) => (/\/stores?\/\{/.test(route) ? 'stores' : (route.split('/')[2] ?? ''));

function pathValue(route: string, parameter: Parameter, random: Random, targets: Targets): string {
  if (parameter.name === 'x') return random.chance(0.5) ? random.pick(FILE_NAMES) : urlText(random);
  if (parameter.name === 'limit') return String(random.int(120));
  return random.chance(0.75) ? String(targetId(tableOfPath(route), random, targets)) : random.pick(NASTY_IDS);
}

function queryString(operation: Operation, random: Random, targets: Targets): string {
  const pairs = operation.parameters
    .filter((p) => p.in === 'query' && random.chance(0.85))
    .map((p) => {
      const value = random.chance(0.7)
        ? percentEncoded(String(sample(p.schema, random, targets, p.name)))
        : urlText(random);
      return `${p.name}=${value}`;
    });
  if (random.chance(0.1)) pairs.push(random.pick(QUERY_JUNK));
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** Top-level fields of a form: text as it is, anything else as JSON. */
function formFields(value: unknown): [string, string][] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [['value', String(value)]];
  return Object.entries(value).map(([key, field]) => [
    key,
    typeof field === 'string' ? field : (JSON.stringify(field) ?? ''),
  ]);
}

function multipartBody(
  fields: [string, string][],
  random: Random,
  withFile: boolean,
): { type: string; payload: Buffer } {
  const boundary = `fuzz${random.int(1e9)}`;
  const parts = fields.map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/"/g, '')}"\r\n\r\n${value}\r\n`,
  );
  if (withFile || random.chance(0.2)) {
    const filename = random.pick(['x.png', '../../x.webp', 'x.svg', '', 'a'.repeat(300)]);
    const bytes = random.pick([
      ONE_PIXEL_PNG,
      '\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      'GIF89a',
      '',
    ]);
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${random.pick(['image/png', 'image/svg+xml', 'text/html'])}\r\n\r\n${bytes}\r\n`,
    );
  }
  const end = random.chance(0.8)
    ? `--${boundary}--\r\n`
    : random.pick(['', `--${boundary}`, '--wrong--\r\n']);
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.from(parts.join('') + end, 'latin1'),
  };
}

/** A body for the route: its own shape with nasty parts, or one that is broken in another way. */
function body(
  operation: Operation,
  random: Random,
  targets: Targets,
): Pick<InjectOptions, 'headers' | 'payload'> {
  const shaped = () => {
    if (!operation.body) return nastyValue(random);
    let value = sample(operation.body.schema, random, targets);
    for (let n = random.pick([0, 0, 1, 1, 1, 2, 3]); n > 0; n--) value = mutate(value, random);
    return value;
  };
  const json = (payload: unknown) => ({
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload) ?? 'null',
  });
  const form = (value: unknown) => {
    const takesFile = Object.values(operation.body?.schema.properties ?? {}).some(
      (property) => property.format === 'binary',
    );
    const { type, payload } = multipartBody(formFields(value), random, takesFile && random.chance(0.8));
    return { headers: { 'content-type': type }, payload };
  };
  const mode = random.int(100);
  if (mode < 45) {
    // In the route's own content type: JSON, or the form of the login and of the upload.
    const type = operation.body?.contentTypes[0];
    if (type === 'multipart/form-data') return form(shaped());
    if (type === 'application/x-www-form-urlencoded') {
      return {
        headers: { 'content-type': type },
        payload: new URLSearchParams(formFields(shaped())).toString(),
      };
    }
    return json(shaped());
  }
  if (mode < 55) return json(nastyValue(random));
  if (mode < 65)
    return { headers: { 'content-type': 'application/json' }, payload: random.pick(MALFORMED_JSON) };
  if (mode < 75) {
    const payload = random.chance(0.8)
      ? new URLSearchParams(formFields(shaped())).toString()
      : random.pick(['a=%zz&&=&b', '%', 'username=%00&password=%00', '&&&']);
    return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload };
  }
  if (mode < 85) return form(shaped());
  if (mode < 93) {
    const payload = random.chance(0.5) ? (JSON.stringify(shaped()) ?? '') : random.pick(NASTY_STRINGS);
    return { headers: { 'content-type': random.pick(OTHER_CONTENT_TYPES) }, payload };
  }
  if (mode < 95) return json({ ...(shaped() as object), name: OVER_A_MEGABYTE });
  return {};
}

function fuzzRequest(operation: Operation, caller: Caller, random: Random, targets: Targets): InjectOptions {
  const values = Object.fromEntries(
    operation.parameters
      .filter((p) => p.in === 'path')
      .map((p) => [p.name, pathValue(operation.path, p, random, targets)]),
  );
  const method = random.chance(0.03)
    ? random.pick(OTHER_METHODS)
    : (operation.method as InjectOptions['method']);
  const { headers, payload } = body(operation, random, targets);
  const authorization = random.chance(0.05)
    ? { authorization: random.pick(BAD_AUTHORIZATION) }
    : caller.token
      ? bearer(caller.token)
      : {};
  const idempotency = random.chance(0.2)
    ? { 'idempotency-key': random.pick(['k-1', '"k-1"', '', '""', 'a'.repeat(300), 'a b']) }
    : {};
  const junk = random.chance(0.1) ? random.pick(HEADER_JUNK) : {};
  return {
    method,
    url: fillPath(operation.path, values) + queryString(operation, random, targets),
    headers: { ...headers, ...authorization, ...idempotency, ...junk },
    ...(payload !== undefined && { payload }),
    remoteAddress: `10.0.${random.int(4)}.${random.int(8)}`,
  };
}

/**
 * A menu and settings of the rival's own, open all week, and two orders the customer placed there: the
 * rival's requests then reach the code that writes, not only the refusals.
 */
async function rivalRows(t: TestContext, rival: Caller, customer: Caller, storeId: number) {
  const create = async (caller: Caller, url: string, payload: object) => {
    const response = await t.app.inject({ method: 'POST', url, headers: bearer(caller.token!), payload });
    if (response.statusCode !== 201) throw new Error(`POST ${url}: ${response.body}`);
    return response.json<{ data: { id: number; variants?: { id: number }[] } | { id: number }[] }>().data;
  };
  const id = async (url: string, payload: object) => {
    const data = await create(rival, url, payload);
    return Array.isArray(data) ? data.map((row) => row.id) : [data.id];
  };
  const [taxId] = await id('/api/taxes', { name: 'MwSt', percentage: 19 });
  const [categoryId] = await id('/api/categories', { name: 'Pizza', tax_id: taxId });
  const product = { description: '', category_id: categoryId, tax_id: taxId };
  const [pizzaId] = await id('/api/products', {
    ...product,
    name: 'Margherita',
    item_code: 'P1',
    price: 9.5,
  });
  const salad = (await create(rival, '/api/products', {
    ...product,
    name: 'Salad',
    item_code: 'S1',
    type: 'variable',
    variants: [{ name: 'Small', price: 4 }],
  })) as { id: number; variants: { id: number }[] };
  const rows = {
    taxes: [taxId!],
    categories: [categoryId!],
    products: [pizzaId!, salad.id],
    variants: salad.variants.map((variant) => variant.id),
    // Two ranges that overlap around midnight: open at every minute of the week.
    'store-hours': [
      ...(await id(`/api/store-hours/store/${storeId}`, {
        name: 'Day',
        opening_time: '00:00',
        closing_time: '23:59',
        days: [0, 1, 2, 3, 4, 5, 6],
      })),
      ...(await id(`/api/store-hours/store/${storeId}`, {
        name: 'Night',
        opening_time: '23:00',
        closing_time: '01:00',
        days: [0, 1, 2, 3, 4, 5, 6],
      })),
    ],
    discounts: await id('/api/discounts', { code: 'PICKUP_DISCOUNT', value: 10, expires_at: '2099-12-31' }),
    postcodes: await id('/api/postcodes', { postcode: '10115', delivery_fee: 1.5 }),
    orders: [] as number[],
  };
  const order = { order_type: 2, store_id: storeId, items: [{ product_id: pizzaId, quantity: 1 }] };
  for (let i = 0; i < 2; i++) {
    const placed = (await create(customer, '/api/orders', order)) as { id: number };
    rows.orders.push(placed.id);
  }
  return rows;
}

/** Where a JSON body holds a text with a lone surrogate: `note`, `items.0.note`, `translations.en.name`. */
function loneSurrogateFields(value: unknown, path = '', depth = 0): string[] {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? [path] : [];
  // The nesting bodies (50,000 arrays deep) hold no text.
  if (!value || typeof value !== 'object' || depth > 20) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    loneSurrogateFields(inner, path ? `${path}.${key}` : key, depth + 1),
  );
}
const LONE_SURROGATE = /\p{Surrogate}/u;

/** The JSON body of a request as the server parses it, or undefined for any other body. */
function jsonBody(request: InjectOptions): unknown {
  const type = (request.headers as Record<string, string> | undefined)?.['content-type'];
  if (type !== 'application/json' || typeof request.payload !== 'string') return undefined;
  try {
    return JSON.parse(request.payload);
  } catch {
    return undefined;
  }
}

const excerpt = (value: unknown) => {
  const text = Buffer.isBuffer(value) ? value.toString('latin1') : String(value ?? '');
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
};

// Seeded: a failure prints its seed, and FUZZ_SEED=<seed> replays the same requests.
describe(`fuzzing every route (seed ${seed})`, () => {
  let t: TestContext;
  let before: StoreSnapshot;
  let targets: Targets;
  const callers: Caller[] = [];

  beforeAll(async () => {
    const web = await tempDir('food-fuzz-web-');
    await mkdir(path.join(web, 'assets'));
    await writeFile(path.join(web, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    await writeFile(path.join(web, 'assets', 'app.js'), 'console.log(1)');
    t = await buildTestApp({ demo: true, env: { WEB_DIST_DIR: web }, lookupHost: printerLookup });
    // Listening, as a server in service is: /api/health/ready answers 503 before, by design.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const rival = await secondStoreAdmin(t);
    const customer: Caller = {
      name: 'customer',
      token: await loginDemoCustomer(t.app),
      login: () => loginDemoCustomer(t.app),
    };
    const rivalAdmin: Caller = {
      name: 'rival administrator',
      token: rival.token,
      login: () => loginAs(t.app, rival.email, rival.password),
    };
    callers.push({ name: 'anonymous', token: null }, customer, rivalAdmin);
    const rivals = await rivalRows(t, rivalAdmin, customer, rival.storeId);
    before = await storeSnapshot(t.database.db);
    const demo = {
      taxes: before.taxes,
      categories: before.categories,
      products: before.products,
      variants: before.variants,
      'store-hours': before.hours,
      discounts: before.discounts,
      postcodes: before.postcodes,
    };
    const customerAddresses = await t.database.db
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.storeId, DEMO_STORE_ID));
    targets = {
      ids: {
        ...Object.fromEntries(
          Object.entries(demo).map(([table, rows]) => [
            table,
            [rows.map((row) => row.id), rivals[table as keyof typeof demo]],
          ]),
        ),
        stores: [[DEMO_STORE_ID], [rival.storeId]],
        orders: [rivals.orders],
        addresses: [customerAddresses.map((row) => row.id)],
      },
      imageUrls: before.images.map((image) => image.url),
    };
  });
  afterAll(() => t?.close());

  it(
    `answers ${REQUESTS} hostile requests without a 5xx and leaves store 9 as it was`,
    async () => {
      const random = seededRandom(seed);
      const operations = [...(await apiOperations(t.app)), ...OTHER_ROUTES];
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      /** `POST /api/orders note`: the texts a lone surrogate was sent in. */
      const surrogateFields = new Set<string>();
      for (let i = 0; i < REQUESTS; i++) {
        const operation = random.pick(operations);
        // The rival's requests are the most likely to reach code that writes, and to store 9's rows.
        const caller = callers[random.pick([0, 1, 1, 2, 2, 2])]!;
        const request = fuzzRequest(operation, caller, random, targets);
        const response = await t.app.inject(request);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        for (const field of loneSurrogateFields(jsonBody(request))) {
          surrogateFields.add(`${String(request.method)} ${operation.path} ${field}`);
        }
        if (response.statusCode >= 500) {
          failures.push(
            `#${i} ${caller.name} ${request.method} ${excerpt(request.url)} → ${response.statusCode} ` +
              `${excerpt(response.body)}\n  headers ${excerpt(JSON.stringify(request.headers))}` +
              `\n  body ${excerpt(request.payload)}`,
          );
        }
        if (operation.path === '/api/logout' && response.statusCode < 300 && caller.login) {
          caller.token = await caller.login();
        }
      }
      const replay = `replay with FUZZ_SEED=${seed} FUZZ_REQUESTS=${REQUESTS}`;
      expect(failures, replay).toEqual([]);
      expect(await storeSnapshot(t.database.db), replay).toEqual(before);
      // No printer kept an address that leads anywhere but to a restaurant's LAN.
      const hosts = await t.database.db.select({ host: printers.host }).from(printers);
      const kept = hosts.flatMap(({ host }) => (host === null ? [] : [host]));
      expect(
        kept.filter((host) => !PRINTER_HOSTS.allowed.includes(host)),
        replay,
      ).toEqual([]);
      // Some requests must have got through to the handlers, or the fuzzing tested only the validation.
      const succeeded = [...statuses]
        .filter(([status]) => status < 300)
        .reduce((n, [, count]) => n + count, 0);
      expect(succeeded, JSON.stringify(Object.fromEntries(statuses))).toBeGreaterThan(REQUESTS / 20);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      // Lone surrogates reached texts behind the validation. Which ones depends on the walk, which every new
      // route shifts; lone-surrogates.test.ts sends one into every text field of every route.
      expect(surrogateFields.size, replay).toBeGreaterThan(0);
    },
    120_000 + REQUESTS * 40,
  );

  it(
    `survives ${SOCKET_SESSIONS} hostile websocket sessions on both endpoints and keeps serving`,
    async () => {
      const random = seededRandom(seed);
      const { port } = t.app.server.address() as AddressInfo;
      for (let i = 0; i < SOCKET_SESSIONS; i++) {
        await randomSocketSession(port, random.pick(SOCKET_ENDPOINTS), random);
      }
      // An error that escaped a socket fails the run as an unhandled error; in service it stopped the process.
      const status = new WebSocket(`ws://127.0.0.1:${port}/ws/store/${DEMO_STORE_ID}/status`);
      const first = await new Promise<string>((resolve) =>
        status.once('message', (data) => resolve(String(data))),
      );
      status.close();
      expect(JSON.parse(first)).toHaveProperty('is_open');
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    },
    60_000 + SOCKET_SESSIONS * 1_000,
  );

  it(
    `closes every socket.io client of ${EVENT_SESSIONS} that floods events, whatever it sends, and keeps serving`,
    async () => {
      const random = seededRandom(seed);
      const { port } = t.app.server.address() as AddressInfo;
      const notClosed: string[] = [];
      let floods = 0;
      for (let i = 0; i < EVENT_SESSIONS; i++) {
        const caller = random.pick(callers);
        const count = random.pick(EVENT_COUNTS);
        // Far more than the burst and the refusals the budget allows.
        const flood = count > 2 * (EVENT_BURST + REFUSALS_BEFORE_DISCONNECT);
        const session = await randomEventSession(port, random, {
          token: caller.token,
          count,
          waitMs: flood ? 10_000 : 100,
        });
        if (flood && session.connected) floods++;
        if (flood && session.connected && !session.closedByServer) {
          notClosed.push(`#${i} ${caller.name}: ${count} events`);
        }
      }
      expect(notClosed, `replay with FUZZ_SEED=${seed}`).toEqual([]);
      expect(floods).toBeGreaterThan(0);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const desk = await follow(port, await loginDemoAdmin(t.app), DEMO_STORE_ID);
      expect(desk.socket.connected).toBe(true);
      desk.socket.close();
    },
    60_000 + EVENT_SESSIONS * 2_000,
  );
});
