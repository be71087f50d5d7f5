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
  });
  afterAll(() => t.close());

  it('falls back to index.html for client-side routes, never cached', async () => {
    for (const url of ['/', '/admin/tax', '/checkout', '/verify-registration?token=abc']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Food order</title>');
      expect(response.body, 'the page names the store it serves').toContain(
        '<meta name="store-id" content="12" />',
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
    const missing = await t.app.inject({ method: 'GET', url: '/uploads/9/missing.webp' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('not_found');
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
