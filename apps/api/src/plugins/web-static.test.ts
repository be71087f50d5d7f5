import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loginDemoAdmin, tempDir, type TestContext } from '../../test/helpers.ts';

const SCRIPT = `console.log(${JSON.stringify('the storefront '.repeat(100))})`;

describe('one process serves the web app and the API docs', () => {
  let t: TestContext;
  beforeAll(async () => {
    const web = await tempDir('food-web-');
    await fs.mkdir(path.join(web, 'assets'));
    await fs.mkdir(path.join(web, 'images'));
    await fs.writeFile(
      path.join(web, 'index.html'),
      [
        '<!doctype html><html lang="en"><head><title>Food order</title>',
        '<meta name="description" content="About the place" /></head>',
        '<body><div id="root"></div><noscript>Turn scripts on</noscript></body></html>',
      ].join('\n'),
    );
    // As the build writes them (apps/web/build/precompress.ts).
    await fs.writeFile(path.join(web, 'assets', 'index-abc123.js'), SCRIPT);
    await fs.writeFile(path.join(web, 'assets', 'index-abc123.js.br'), zlib.brotliCompressSync(SCRIPT));
    await fs.writeFile(path.join(web, 'assets', 'index-abc123.js.gz'), zlib.gzipSync(SCRIPT));
    await fs.writeFile(path.join(web, 'images', 'dish.webp'), 'RIFF');
    t = await buildTestApp({ env: { WEB_DIST_DIR: web, STORE_ID: '12' } });
  });

  /** The settings the page hands the web app, from its JSON data block. */
  function bootstrapOf(html: string) {
    const block = /<script type="application\/json" id="page-bootstrap">(.*?)<\/script>/.exec(html);
    expect(block, 'the page carries its bootstrap').not.toBeNull();
    return JSON.parse(block![1]!);
  }
  afterAll(() => t.close());

  it('falls back to index.html for client-side routes, never cached', async () => {
    for (const url of ['/', '/index.html', '/admin/tax', '/checkout', '/verify-registration?token=abc']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Order online</title>');
      expect(bootstrapOf(response.body), 'the page names the store it serves').toMatchObject({ storeId: 12 });
      expect(response.body, 'no executable inline script').not.toMatch(
        /<script(?![^>]*type="application\/json")[^>]*>[^<]/,
      );
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the build’s brotli or gzip file to a browser that accepts it, the file itself to one that does not', async () => {
    const get = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const br = await get('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('accept-encoding');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    for (const identity of [undefined, 'identity']) {
      const plain = await get(identity);
      expect(plain.headers['content-encoding'], identity).toBeUndefined();
      expect(plain.headers.vary, identity).toBe('accept-encoding');
      expect(plain.body, identity).toBe(SCRIPT);
    }
  });

  it('does not serve the compressed files by their own name', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js.br' });
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it('sends images as they are', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/images/dish.webp',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.body).toBe('RIFF');
  });

  it('compresses the page of every client-side route', async () => {
    for (const url of ['/', '/checkout']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers.vary, url).toBe('accept-language, cookie, accept-encoding');
      const html = zlib.brotliDecompressSync(response.rawPayload).toString();
      expect(bootstrapOf(html), url).toMatchObject({ storeId: 12 });
    }
    const gzip = await t.app.inject({ method: 'GET', url: '/menu', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toContain('<title>Order online</title>');
  });

  it("writes the page in the visitor's language, with the texts of the part of the app it opens", async () => {
    const page = async (url: string, headers: Record<string, string>) => {
      const html = (await t.app.inject({ method: 'GET', url, headers })).body;
      return { html, bootstrap: bootstrapOf(html) };
    };
    const german = await page('/', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' });
    expect(german.html).toContain('<html lang="de">');
    // The page's own texts too: its title until the app sets one, its description, and the notice
    // that a browser without JavaScript shows.
    expect(german.html).toContain('<title>Online bestellen</title>');
    expect(german.html).toContain(
      '<meta name="description" content="Bestellen Sie online bei unserem Restaurant, zum Abholen oder mit Lieferung." />',
    );
    expect(german.html).toContain(
      '<noscript>Zum Bestellen wird JavaScript benötigt. Bitte aktivieren Sie es, um Gerichte auszuwählen und zu bestellen.</noscript>',
    );
    // Parsed: the web app carries no message parser.
    expect(german.bootstrap).toMatchObject({
      lang: 'de',
      messages: { 'common.language.label': [{ type: 0, value: 'Sprache' }] },
    });
    expect(german.bootstrap.domains).toContain('menu');
    expect(german.bootstrap.domains).not.toContain('desk');

    // The header's switch (a cookie) wins over the browser; the back office's page brings its texts too.
    const chosen = await page('/admin/orders', { 'accept-language': 'de-DE', cookie: 'x=1; lang=en' });
    expect(chosen.html).toContain('<html lang="en">');
    expect(chosen.html).toContain(
      '<noscript>Ordering needs JavaScript. Please enable it to choose dishes and order.</noscript>',
    );
    expect(chosen.bootstrap).toMatchObject({
      lang: 'en',
      messages: { 'common.language.label': [{ type: 0, value: 'Language' }] },
    });
    expect(chosen.bootstrap.domains).toEqual(expect.arrayContaining(['menu', 'desk', 'settings']));

    // A language the product does not speak: the store's (this store does not exist, so English).
    expect((await page('/', { 'accept-language': 'fr-FR' })).bootstrap.lang).toBe('en');
  });

  it('leaves /uploads/ to the images: a missing picture is a JSON 404, not the app', async () => {
    for (const url of ['/uploads/9/missing.webp', '/uploads/9/page.html']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('route_not_found');
    }
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/unknown/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('route_not_found');
  });

  it('publishes an OpenAPI document generated from the zod schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/stores/{id}'].get.responses['200']).toBeDefined();
    expect(doc.paths['/api/login'].post).toBeDefined();
    expect(doc.components.schemas.Store.properties.store_hours).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('the menu page comes with its first reads', () => {
  let t: TestContext;
  beforeAll(async () => {
    const web = await tempDir('food-web-');
    await fs.writeFile(
      path.join(web, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Food order</title></head>',
    );
    t = await buildTestApp({ demo: true, env: { WEB_DIST_DIR: web } });
  });
  afterAll(() => t.close());

  const bootstrap = (html: string) =>
    JSON.parse(/<script type="application\/json" id="page-bootstrap">(.*?)<\/script>/.exec(html)![1]!);

  it('answers the store, its categories, offers, postcodes and the first categories’ products inside the page at /', async () => {
    // In the page's language, as the app would read them.
    const headers = { 'accept-language': 'de-DE' };
    const { reads } = bootstrap((await t.app.inject({ method: 'GET', url: '/', headers })).body);
    const store = (await t.app.inject({ method: 'GET', url: '/api/stores/9' })).json();
    const categories = (
      await t.app.inject({ method: 'GET', url: '/api/categories/?store_id=9', headers })
    ).json();
    expect(reads.store).toEqual(store);
    expect(reads.categories).toEqual(categories);
    const discounts = await t.app.inject({ method: 'GET', url: '/api/discounts/?store_id=9', headers });
    expect(reads.discounts).toEqual(discounts.json());
    const postcodes = await t.app.inject({ method: 'GET', url: '/api/postcodes/store/9', headers });
    expect(reads.postcodes).toEqual(postcodes.json());
    expect(reads.postcodes.length, 'the demo store delivers').toBeGreaterThan(0);
    expect(reads.products.length).toBeGreaterThan(0);
    const [first] = reads.products;
    const products = await t.app.inject({
      method: 'GET',
      url: `/api/products/limitbycat/10?offset=0&store_id=9&category_id=${first.categoryId}`,
      headers,
    });
    expect(first.items).toEqual(products.json());
    expect(reads.categories[0].name).toBe('Vorspeisen');
  });

  it('leaves the reads to the app on every other page', async () => {
    for (const url of ['/checkout', '/admin', '/orders']) {
      expect(bootstrap((await t.app.inject({ method: 'GET', url })).body), url).not.toHaveProperty('reads');
    }
  });
});

/**
 * Stands in for the web app's server build (apps/web/src/entry-server.tsx): it writes what it was given,
 * and counts its renders.
 */
/**
 * The page's module script and preload wait in a template, lowered, until the inline script at the end
 * of the body starts them.
 */
function expectScriptsAfterPaint(html: string) {
  const template = /<template id="app-scripts">(.*?)<\/template>/s.exec(html)?.[1];
  expect(template).toContain(
    '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>',
  );
  expect(template).toContain(
    '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/framework-1.js">',
  );
  const outside = html.replace(/<template.*?<\/template>/s, '');
  expect(outside).not.toMatch(/<script type="module"|modulepreload/);
  expect(outside).toMatch(/<script>\(\(\) => \{.*getElementById\('app-scripts'\).*<\/script>\s*<\/body>/s);
}

const FAKE_ENTRY = `
let renders = 0;
export async function createFirstPaint(storeId) {
  return async ({ path, lang, reads, status }) => {
    if (lang === 'de') throw new Error('render failed');
    if (path === '/admin') return { head: '<title>Admin login</title>', body: '<main>login in ' + lang + '</main>' };
    if (reads && reads.legal) return { head: '', body: '<main>' + path + ' in ' + lang + ': ' + reads.legal.legal_name + ', ' + reads.legal.texts[lang].privacy + '</main>' };
    renders += 1;
    const dishes = reads.products.flatMap(({ items }) => items.map((item) => item.name + (item.sold_out ? ' (sold out)' : '')));
    return {
      head: '<title>' + reads.store.name + ' in ' + lang + '</title><link rel="preload" as="image" href="/hero.svg"/>',
      body: '<main>store ' + storeId + (status.is_open ? ', open' : ', closed') + ', render ' + renders + ': ' + dishes.join(', ') + '</main>',
    };
  };
}
`;

describe('the menu page is painted on the server', () => {
  let t: TestContext;
  beforeAll(async () => {
    const root = await tempDir('food-web-');
    const web = path.join(root, 'dist');
    await fs.mkdir(web);
    await fs.mkdir(path.join(root, 'dist-server'));
    await fs.writeFile(
      path.join(web, 'index.html'),
      [
        '<!doctype html><html lang="en"><head><title>Order online</title>',
        '<script type="module" crossorigin src="/assets/index-1.js"></script>',
        '<link rel="modulepreload" crossorigin href="/assets/framework-1.js">',
        '</head><body><div id="root"></div></body></html>',
      ].join('\n'),
    );
    await fs.writeFile(path.join(root, 'dist-server', 'entry-server.js'), FAKE_ENTRY);
    t = await buildTestApp({ demo: true, env: { WEB_DIST_DIR: web } });
  });
  afterAll(() => t.close());

  const menuPage = async () =>
    (await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'en' } })).body;
  const bootstrapOf = (html: string) =>
    JSON.parse(/<script type="application\/json" id="page-bootstrap">(.*?)<\/script>/.exec(html)![1]!);
  const rootOf = (html: string) =>
    /<div id="root">(.*?)<\/div>\s*(?:<script>[^<]*<\/script>\s*)?<\/body>/s.exec(html)?.[1];

  it('puts the rendered menu into #root, its title and preloads into the head, and lowers the scripts', async () => {
    const html = await menuPage();
    expect(rootOf(html)).toMatch(/^<main>store 9, (open|closed), render \d+: Brezel with Obatzda, /);
    expect(html).toContain('<title>Gasthaus Zur Linde in en</title>');
    expect(html).not.toContain('<title>Order online</title>');
    expect(html).toMatch(/<link rel="preload" as="image" href="\/hero.svg"\/>\s*<template id="app-scripts">/);
    expectScriptsAfterPaint(html);
    expect(html, 'the app still gets its reads').toContain('"reads":{"store":');
    const store = (await t.app.inject({ method: 'GET', url: '/api/stores/9' })).json();
    const { status } = bootstrapOf(html);
    expect(status, 'and the status its socket would send').toMatchObject({
      is_open: expect.any(Boolean),
      today_hours: expect.any(Array),
      next_open_at: store.next_open_at,
    });
    expect(rootOf(html)).toContain(status.is_open ? ', open,' : ', closed,');
  });

  it('renders again only when the reads change: a dish sold out shows at once', async () => {
    const first = rootOf(await menuPage());
    expect(rootOf(await menuPage()), 'the same reads: the kept render').toBe(first);
    const admin = await loginDemoAdmin(t.app);
    const { reads } = bootstrapOf(await menuPage());
    const brezel = reads.products[0].items[0];
    expect(brezel.name).toBe('Brezel with Obatzda');
    const soldOut = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${brezel.id}/sold-out`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { until: 'indefinitely' },
    });
    expect(soldOut.statusCode).toBe(200);
    const after = rootOf(await menuPage());
    expect(after).not.toBe(first);
    expect(after).toContain('Brezel with Obatzda (sold out)');
  });

  it('paints the back office’s login too', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/admin', headers: { 'accept-language': 'en' } }))
      .body;
    expect(rootOf(html)).toBe('<main>login in en</main>');
    expect(html).toContain('<title>Admin login</title>');
    expectScriptsAfterPaint(html);
  });

  it('paints the legal pages from the store’s legal details, in the reader’s language, with their texts', async () => {
    for (const [url, lang] of [
      ['/impressum', 'en'],
      ['/privacy', 'en'],
      ['/agb', 'en'],
    ] as const) {
      const html = (await t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } })).body;
      expect(rootOf(html), url).toMatch(
        new RegExp(`^<main>${url} in en: Gasthaus Zur Linde Demo GmbH \\(fiktiv\\), ## Orders`),
      );
      const bootstrap = bootstrapOf(html);
      expect(bootstrap.reads.legal.legal_name, 'the app hydrates from the same reads').toBe(
        'Gasthaus Zur Linde Demo GmbH (fiktiv)',
      );
      expect(bootstrap.reads.store.id).toBe(9);
      expect(JSON.stringify(bootstrap.messages)).toContain('legal.imprint.title');
      expectScriptsAfterPaint(html);
    }
  });

  it('starts the scripts with the one inline script the page’s policy allows', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'en' } });
    const inline = [...response.body.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('leaves every other page to the app', async () => {
    for (const url of ['/checkout', '/admin/orders', '/orders']) {
      const html = (await t.app.inject({ method: 'GET', url })).body;
      expect(rootOf(html), url).toBe('');
      expect(html, url).toContain('<title>Order online</title>');
      expect(html, url).not.toContain('fetchpriority');
    }
  });

  it('sends the page without markup when the render fails', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'de' } });
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe('');
    expect(response.body, "the page's own title, in its language").toContain(
      '<title>Online bestellen</title>',
    );
    expect(bootstrapOf(response.body).reads.store.name).toBe('Gasthaus Zur Linde');
  });
});
