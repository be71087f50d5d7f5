import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, tempDir, type TestContext } from '../../test/helpers.ts';

describe('one process serves the web app, uploads and the API docs', () => {
  let t: TestContext;
  beforeAll(async () => {
    const web = await tempDir('food-web-');
    await fs.mkdir(path.join(web, 'assets'));
    await fs.writeFile(path.join(web, 'index.html'), '<!doctype html><head><title>Food order</title></head>');
    await fs.writeFile(path.join(web, 'assets', 'index-abc123.js'), 'console.log(1)');
    t = await buildTestApp({ env: { WEB_DIST_DIR: web, STORE_ID: '12' } });
    await fs.mkdir(path.join(t.config.uploadDir, '9'), { recursive: true });
    await fs.writeFile(path.join(t.config.uploadDir, '9', 'photo.webp'), 'RIFF');
    await fs.writeFile(path.join(t.config.uploadDir, '9', 'page.html'), '<script>alert(1)</script>');
    await fs.writeFile(
      path.join(t.config.uploadDir, '9', 'logo.svg'),
      '<svg><script>alert(1)</script></svg>',
    );
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
      expect(response.body).toContain('<title>Food order</title>');
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

  it('serves uploads, and a missing upload is a 404, not the app', async () => {
    const found = await t.app.inject({ method: 'GET', url: '/uploads/9/photo.webp' });
    expect(found.statusCode).toBe(200);
    expect(found.headers['content-type']).toBe('image/webp');
    expect(found.headers['content-disposition']).toBe('inline');
    expect(found.headers['x-content-type-options']).toBe('nosniff');
    const missing = await t.app.inject({ method: 'GET', url: '/uploads/9/missing.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
  });

  it('serves nothing but WebP images from the upload folder', async () => {
    for (const url of ['/uploads/9/page.html', '/uploads/9/logo.svg', '/uploads/9/photo.webp.tmp']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });

  it('does not let a path escape the upload folder', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/uploads/..%2f..%2fetc%2fpasswd' });
    expect(response.statusCode).toBe(404);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/unknown/thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
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
