import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  openTestDatabase,
  testConfig,
  type TestContext,
} from '../../test/helpers.ts';

describe('errors are always { detail, code } and never a 500 for a client mistake', () => {
  let t: TestContext;
  let adminToken: string;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    adminToken = await loginDemoAdmin(t.app);
  });
  afterAll(() => t.close());

  it('answers 404 JSON for an unknown API route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nonexistent' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({
      detail: 'No API route GET /api/nonexistent',
      code: 'route_not_found',
    });
  });

  it('answers 404 JSON for an unknown method on a known path', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/health' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('route_not_found');
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "a@b.c",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: 'The request body is not valid JSON.',
      code: 'invalid_json',
    });
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      detail: 'The request body is too large.',
      code: 'body_too_large',
    });
  });

  it('answers 415 for a content type nobody parses', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('content_type_not_accepted');
  });

  it('answers 422 with the offending fields for invalid input', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=not-an-email',
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(body.fields).toHaveProperty('username');
    expect(body.fields).toHaveProperty('password');
    expect(body.detail).toMatch(/username|password/);
  });

  it('answers 422 for a query parameter of the wrong type', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/categories/?store_id=abc' });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toHaveProperty('store_id');
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'garbage'],
    [
      'a boundary longer than the parser takes',
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
      'garbage',
    ],
    [
      'a body that ends inside a part',
      'multipart/form-data; boundary=abc',
      '--abc\r\nContent-Disposition: form-data; name="username"\r\n\r\nx',
    ],
  ])('answers 400 for a malformed multipart body: %s', async (_, contentType, payload) => {
    for (const url of ['/api/login', '/api/images/upload']) {
      const headers = { 'content-type': contentType, ...bearer(adminToken) };
      const response = await t.app.inject({ method: 'POST', url, headers, payload });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        detail: 'The multipart form data is malformed.',
        code: 'multipart_malformed',
      });
    }
  });
});

describe("errors in the request's language", () => {
  let t: TestContext;
  let adminToken: string;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    adminToken = await loginDemoAdmin(t.app);
  });
  afterAll(() => t.close());

  const get = (url: string, language: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

  it('answers a German request in German, with the code and its values', async () => {
    const response = await get('/api/stores/424242', 'de-DE,de;q=0.9');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      detail: 'Restaurant 424242 gibt es nicht',
      code: 'store_not_found',
      params: { id: '424242' },
    });
    expect((await get('/api/nonexistent', 'de')).json()).toEqual({
      detail: 'Keine API-Route GET /api/nonexistent',
      code: 'route_not_found',
      params: { what: 'api', method: 'GET', path: '/api/nonexistent' },
    });
  });

  it("writes zod's own messages and the detail of a 422 in German", async () => {
    const english = (await get('/api/categories/?store_id=abc', 'en')).json();
    const german = (await get('/api/categories/?store_id=abc', 'de')).json();
    expect(english.fields.store_id).toEqual(['Invalid input: expected number, received NaN']);
    expect(german.fields.store_id).toEqual(['Ungültige Eingabe: erwartet Zahl, erhalten NaN']);
    expect(german.detail).toBe('store_id: Ungültige Eingabe: erwartet Zahl, erhalten NaN');
  });

  it('lets ?lang= win over Accept-Language', async () => {
    const response = await get('/api/stores/424242?lang=en', 'de');
    expect(response.json().detail).toBe('Store 424242 does not exist');
  });

  it("answers a request that names no language in the store's default language", async () => {
    const settings = (default_language: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/stores/9/settings',
        headers: bearer(adminToken),
        payload: { default_language },
      });
    const missing = (language: string) => get('/api/nonexistent?store_id=9', language);
    // The demo restaurant speaks German by default.
    expect((await missing('')).json().detail).toBe('Keine API-Route GET /api/nonexistent');
    expect((await settings('en')).statusCode).toBe(200);
    expect((await missing('')).json().detail).toBe('No API route GET /api/nonexistent');
    expect((await missing('*')).json().detail).toBe('No API route GET /api/nonexistent');
    expect((await missing('de-AT')).json().detail).toBe('Keine API-Route GET /api/nonexistent');
    // Another store's request follows that store: store 424242 does not exist, so English.
    expect((await settings('de')).statusCode).toBe(200);
    expect((await get('/api/stores/424242', '')).json().detail).toBe('Store 424242 does not exist');
  });
});

describe('5xx logs', () => {
  it('never carry the parameters or the row values of a failed query', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const config = await testConfig();
    const database = await openTestDatabase();
    const app = await buildApp(config, database, logger);
    const secret = 'hash$argon2id$secret-customer@example.com';
    // A failing query carrying a secret, as a bug in a route would: the 500 must log the failure, not the value.
    app.get('/api/test-failing-query', async () => {
      await database.db.execute(sql`select ${secret}::int`);
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/test-failing-query' });
      expect(response.statusCode).toBe(500);
      const failure = lines.find((line) => line.includes('request failed'));
      expect(failure).toBeDefined();
      expect(failure).toContain('select $1::int');
      expect(lines.join('')).not.toContain('secret-customer');
    } finally {
      await app.close();
      await database.close();
    }
  });
});
