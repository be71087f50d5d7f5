import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, loginDemoCustomer, tempDir, type TestContext } from '../../test/helpers.ts';

type Headers = Record<string, string | string[] | number | undefined>;

/** The Content-Security-Policy as directive → sources. */
function policyOf(headers: Headers): Map<string, string[]> {
  const header = headers['content-security-policy'];
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** What every response carries, whatever it is. */
function expectSecurityHeaders(headers: Headers, what: string) {
  const policy = policyOf(headers);
  expect(policy.get('default-src'), what).toEqual(["'self'"]);
  // The web app page also allows its one inline script, by its hash (scripts-after-paint.ts).
  const [self, ...inline] = policy.get('script-src') ?? [];
  expect(self, what).toBe("'self'");
  expect(inline.length, what).toBeLessThanOrEqual(1);
  for (const source of inline) expect(source, what).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  expect(policy.get('script-src-attr'), what).toEqual(["'none'"]);
  expect(policy.get('connect-src'), what).toEqual(["'self'"]);
  expect(policy.get('object-src'), what).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  return policy;
}

async function fakeWebBuild() {
  const web = await tempDir('food-web-');
  await fs.mkdir(path.join(web, 'assets'));
  await fs.writeFile(path.join(web, 'index.html'), '<!doctype html><head><title>Food order</title></head>');
  await fs.writeFile(path.join(web, 'assets', 'index-abc123.js'), 'console.log(1)');
  return web;
}

describe('security headers', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true, env: { WEB_DIST_DIR: await fakeWebBuild() } });
    await fs.mkdir(path.join(t.config.uploadDir, '9'), { recursive: true });
    await fs.writeFile(path.join(t.config.uploadDir, '9', 'photo.webp'), 'RIFF');
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('are on the pages, assets, API answers, uploads, 404s and errors', async () => {
    const customer = await loginDemoCustomer(t.app);
    const responses = {
      storefront: await get('/'),
      'back office': await get('/admin'),
      asset: await get('/assets/index-abc123.js'),
      'API answer': await get('/api/stores/9'),
      // The menu cache answers this one from memory, in its own onRequest hook.
      'cached API answer': await get('/api/stores/9'),
      upload: await get('/uploads/9/photo.webp'),
      'missing file': await get('/uploads/9/missing.webp'),
      'unknown API route': await get('/api/nothing/here'),
      'validation error': await get('/api/categories/'),
      'refused request': await get('/api/taxes/', bearer(customer)),
    };
    expect(responses['API answer'].statusCode).toBe(200);
    expect(responses['missing file'].statusCode).toBe(404);
    expect(responses['validation error'].statusCode).toBe(422);
    expect(responses['refused request'].statusCode).toBe(403);
    for (const [what, response] of Object.entries(responses)) {
      const policy = expectSecurityHeaders(response.headers, what);
      expect(policy.has('upgrade-insecure-requests'), what).toBe(false);
      expect(response.headers['strict-transport-security'], what).toBeUndefined();
    }
  });

  it('allow inline styles on the page only with a nonce that changes on every load', async () => {
    const nonces = [];
    for (const url of ['/', '/admin/tax']) {
      const response = await get(url);
      const policy = expectSecurityHeaders(response.headers, url);
      const [self, nonceSource, ...rest] = policy.get('style-src') ?? [];
      expect(self).toBe("'self'");
      expect(rest).toEqual([]);
      const nonce = /^'nonce-([A-Za-z0-9+/=]{24})'$/.exec(nonceSource ?? '')?.[1];
      expect(nonce, 'a 128-bit nonce').toBeDefined();
      expect(response.body).toContain(`"styleNonce":"${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(policyOf((await get('/api/stores/9')).headers).get('style-src')).toEqual(["'self'"]);
  });

  it('let the back office preview a picture before it is uploaded, and nothing else from outside', async () => {
    const policy = policyOf((await get('/admin/products')).headers);
    expect(policy.get('img-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it('relax only data: images on the API docs page, which stays unframeable', async () => {
    const docs = await get('/api/docs/');
    expect(docs.statusCode).toBe(200);
    const policy = expectSecurityHeaders(docs.headers, 'API docs');
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    const script = await get('/api/docs/static/swagger-initializer.js');
    expect(script.statusCode).toBe(200);
    expectSecurityHeaders(script.headers, 'API docs script');
    expect(policyOf((await get('/')).headers).get('img-src')).not.toContain('data:');
  });
});

describe('security headers with an https public address', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { WEB_DIST_DIR: await fakeWebBuild(), PUBLIC_URL: 'https://order.example.com' },
    });
  });
  afterAll(() => t.close());

  it('add HSTS and upgrade insecure requests', async () => {
    for (const url of ['/', '/api/health', '/api/nothing/here']) {
      const response = await t.app.inject({ method: 'GET', url });
      const policy = expectSecurityHeaders(response.headers, url);
      expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(policy.get('upgrade-insecure-requests'), url).toEqual([]);
    }
  });
});
