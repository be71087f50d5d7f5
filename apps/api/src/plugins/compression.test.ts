import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, loginDemoAdmin, type TestContext } from '../../test/helpers.ts';
import { COMPRESSION_THRESHOLD_BYTES, negotiateEncoding } from './compression.ts';

describe('compressed API answers', () => {
  let t: TestContext;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    admin = await loginDemoAdmin(t.app);
  });
  afterAll(() => t.close());

  // With a token: past the menu cache, so the compression plugin compresses the answer itself.
  const categories = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/categories?store_id=9',
      headers: { ...bearer(admin), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('compresses a JSON answer over the threshold with the encoding the client prefers', async () => {
    const plain = await categories();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(Buffer.byteLength(plain.body)).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const br = await categories('gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await categories('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    expect((await categories('br;q=0, gzip;q=0.5')).headers['content-encoding']).toBe('gzip');
    expect((await categories('identity')).headers['content-encoding']).toBeUndefined();
  });

  it('sends a small answer as it is', async () => {
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.statusCode).toBe(200);
    expect(Buffer.byteLength(health.body)).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.headers.vary).toBeUndefined();
    expect(health.json().status).toBe('ok');
  });
});

describe('the encoding a client accepts', () => {
  it('prefers brotli, honours weights and refusals, and sends nothing compressed to a client that asks for none', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, br;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('BR')).toBe('br');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBeUndefined();
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });
});
