import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  testConfig,
  usesPostgres,
  type TestContext,
} from '../../../test/helpers.ts';
import { storedImageFiles } from '../../../test/image-files.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('GET /uploads/…', () => {
  let t: TestContext;
  let admin: string;
  let url: string;
  let second: App | undefined;

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    admin = await loginDemoAdmin(t.app);
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#d52' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'dish.png');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/images/upload',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '', ...bearer(admin) },
    });
    expect(uploaded.statusCode).toBe(201);
    url = uploaded.json<{ image_url: string }>().image_url;
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
  });

  const get = (target: string, headers: Record<string, string> = {}, app: App = t.app) =>
    app.inject({ method: 'GET', url: target, headers });

  it('answers an upload with its stored bytes, a strong ETag and a year of immutable caching', async () => {
    const stored = await storedImageFiles(t).bytes(url.replace(/^\/uploads\//, ''));
    const response = await get(url, { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(stored!)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(stored!.length),
      etag: `"${sha256(stored!)}"`,
      'cache-control': IMMUTABLE,
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-encoding'], 'an image is compressed already').toBeUndefined();

    const variant = await get(url.replace(/\.webp$/, '-320w.avif'));
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/avif');
    expect(variant.headers.etag).toBe(`"${sha256(variant.rawPayload)}"`);
  });

  it('answers If-None-Match with its ETag with 304 and no body, and a stale one with the picture', async () => {
    const { etag } = (await get(url)).headers as { etag: string };
    for (const ifNoneMatch of [etag, `"stale", ${etag}`, `W/${etag}`, '*']) {
      const response = await get(url, { 'if-none-match': ifNoneMatch });
      expect(response.statusCode, ifNoneMatch).toBe(304);
      expect(response.rawPayload.length).toBe(0);
      expect(response.headers).toMatchObject({ etag, 'cache-control': IMMUTABLE });
    }
    const stale = await get(url, { 'if-none-match': '"0000"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).toBe(etag);
  });

  it('serves the demo pictures from the same store, cached for a day: they are named after their dish', async () => {
    const response = await get('/uploads/demo/fries.webp');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers.etag).toBe(`"${sha256(response.rawPayload)}"`);
    expect(
      (await storedImageFiles(t).bytes('demo/fries.webp'))?.equals(response.rawPayload),
      'seeded through the store',
    ).toBe(true);
    const again = await get('/uploads/demo/fries.webp', { 'if-none-match': response.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('answers a picture that is not there with a JSON 404', async () => {
    for (const target of [
      '/uploads/9/00000000-0000-4000-8000-000000000000-8x8.webp',
      url.replace(/\.webp$/, '-1280w.webp'),
    ]) {
      const response = await get(target);
      expect(response.statusCode, target).toBe(404);
      expect(response.json().code).toBe('route_not_found');
    }
  });

  it('serves nothing but picture names, whatever the upload folder holds', async () => {
    const folder = path.join(t.config.uploadDir, '9');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'page.html'), '<script>alert(1)</script>');
    await writeFile(path.join(folder, 'logo.svg'), '<svg><script>alert(1)</script></svg>');
    await writeFile(path.join(folder, 'photo.webp.tmp'), 'RIFF');
    await mkdir(path.join(folder, 'nested'), { recursive: true });
    await writeFile(path.join(folder, 'nested', 'photo.webp'), 'RIFF');
    const name = url.split('/').at(-1)!;
    for (const target of [
      '/uploads/9/page.html',
      '/uploads/9/logo.svg',
      '/uploads/9/photo.webp.tmp',
      '/uploads/9/nested/photo.webp',
      `/uploads/9/..%2f9%2f${name}`,
      '/uploads/..%2f..%2fetc%2fpasswd',
      `/uploads/${name}`,
      '/uploads/',
    ]) {
      const response = await get(target);
      expect(response.statusCode, target).toBe(404);
      expect(response.headers['content-type'], target).toMatch(/^application\/json/);
    }
  });

  it.runIf(!usesPostgres)('keeps the files in the upload folder on the embedded database', async () => {
    const files = await readdir(path.join(t.config.uploadDir, '9'));
    expect(files).toContain(url.split('/').at(-1));
  });

  it.runIf(usesPostgres)(
    'keeps the bytes in PostgreSQL, so that a second process with a disk of its own serves them',
    async () => {
      const name = url.replace(/^\/uploads\//, '');
      expect(await readdir(path.join(t.config.uploadDir, '9')).catch(() => [])).not.toContain(
        name.split('/')[1],
      );
      const stored = await storedImageFiles(t).bytes(name);
      expect(stored).toBeDefined();

      const config = await testConfig();
      expect(config.uploadDir).not.toBe(t.config.uploadDir);
      second = await buildApp(config, t.database, pino({ level: 'silent' }), {
        redisNamespace: `images-${randomBytes(4).toString('hex')}`,
      });
      await second.ready();
      const response = await get(url, {}, second);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(stored!)).toBe(true);
      expect(response.headers).toMatchObject({ etag: `"${sha256(stored!)}"`, 'cache-control': IMMUTABLE });
      const demo = await get('/uploads/demo/fries.webp', {}, second);
      expect(demo.statusCode).toBe(200);
    },
  );

  it.runIf(usesPostgres)(
    'still serves a file that an earlier version wrote to the upload folder',
    async () => {
      const legacy = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } })
        .webp()
        .toBuffer();
      await writeFile(path.join(t.config.uploadDir, '9', 'legacy-8x8.webp'), legacy);
      const response = await get('/uploads/9/legacy-8x8.webp');
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(legacy)).toBe(true);
    },
  );
});
