import { eq } from 'drizzle-orm';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../db/schema/index.ts';
import {
  bearer,
  buildTestApp,
  loginDemoAdmin,
  loginDemoCustomer,
  type TestContext,
} from '../../../test/helpers.ts';

interface UploadFile {
  bytes: Buffer;
  name: string;
  type: string;
}

/** A multipart/form-data body as a browser would send it. */
async function formBody(fields: [string, UploadFile | string][]) {
  const form = new FormData();
  for (const [name, value] of fields) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([value.bytes], { type: value.type }), value.name);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** A PNG whose header claims `width` × `height` pixels: cheap to send, huge to decode. */
async function pngClaiming(width: number, height: number) {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  // IHDR: length (4), type (4), width (4), height (4), … then its CRC over type and data (17 bytes).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('POST /api/images/upload', () => {
  let t: TestContext;
  let admin: string;
  let customer: string;

  const upload = async (fields: Record<string, UploadFile | string>, token: string | null = admin) => {
    const { payload, contentType } = await formBody(Object.entries(fields));
    return t.app.inject({
      method: 'POST',
      url: '/api/images/upload',
      payload,
      headers: { 'content-type': contentType, ...(token ? bearer(token) : {}) },
    });
  };
  const filePath = (url: string) => path.join(t.config.uploadDir, url.replace(/^\/uploads\//, ''));
  const storedFiles = async () => readdir(path.join(t.config.uploadDir, '9')).catch(() => [] as string[]);
  const imageCount = async () =>
    (await t.database.db.select().from(images).where(eq(images.storeId, 9))).length;

  /** The upload answered 201 with a WebP that is on disk, recorded and served; returns its bytes. */
  async function expectStoredWebp(response: Awaited<ReturnType<typeof upload>>) {
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.image_url).toMatch(/^\/uploads\/9\/[0-9a-f-]{36}-\d+x\d+\.webp$/);
    expect(body.data).toEqual({ image_url: body.image_url });

    const stored = await readFile(filePath(body.image_url));
    expect(stored.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(stored.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(body.image_url.endsWith(`-${metadata.width}x${metadata.height}.webp`)).toBe(true);

    const [row] = await t.database.db.select().from(images).where(eq(images.url, body.image_url));
    expect(row).toMatchObject({
      storeId: 9,
      mimeType: 'image/webp',
      width: metadata.width,
      height: metadata.height,
      bytes: stored.length,
    });
    expect(row?.uploadedBy).toEqual(expect.any(Number));

    const served = await t.app.inject({ method: 'GET', url: body.image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(stored)).toBe(true);
    return { url: body.image_url as string, stored, metadata };
  }

  /**
   * The widths of the picture's variants on disk, by format; each is checked to be that format and
   * the picture's shape at that width, and to be served.
   */
  async function variantsOf(url: string, picture: { width: number; height: number }) {
    const name = path.basename(url, '.webp');
    const widths = { webp: [] as number[], avif: [] as number[] };
    for (const file of (await storedFiles()).filter((file) => file.startsWith(`${name}-`))) {
      const { width, format } = /-(?<width>\d+)w\.(?<format>webp|avif)$/.exec(file)!.groups!;
      const stored = await readFile(path.join(path.dirname(filePath(url)), file));
      const metadata = await sharp(stored).metadata();
      // sharp names AVIF by its container, HEIF.
      expect(metadata.format, file).toBe(format === 'avif' ? 'heif' : 'webp');
      const height = Math.round((Number(width) * picture.height) / picture.width);
      expect([metadata.width, metadata.height], file).toEqual([Number(width), height]);
      const served = await t.app.inject({
        method: 'GET',
        url: url.replace(/\.webp$/, `-${width}w.${format}`),
      });
      expect(served.statusCode, file).toBe(200);
      expect(served.headers['content-type']).toBe(`image/${format}`);
      expect(served.rawPayload.equals(stored)).toBe(true);
      widths[format as 'webp' | 'avif'].push(Number(width));
    }
    return { webp: widths.webp.sort((a, b) => a - b), avif: widths.avif.sort((a, b) => a - b) };
  }

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    admin = await loginDemoAdmin(t.app);
    customer = await loginDemoCustomer(t.app);
  });
  afterAll(() => t.close());

  it('stores a PNG as WebP at its own size', async () => {
    const png = await sharp({ create: { width: 320, height: 200, channels: 4, background: '#c33a' } })
      .png()
      .toBuffer();
    const { metadata } = await expectStoredWebp(
      await upload({ file: { bytes: png, name: 'dish.png', type: 'image/png' } }),
    );
    expect([metadata.width, metadata.height]).toEqual([320, 200]);
  });

  it('also stores it 160, 320, 640 and 1280 px wide, in WebP and in AVIF, named after it', async () => {
    const png = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#e94' } })
      .png()
      .toBuffer();
    const { url } = await expectStoredWebp(
      await upload({ file: { bytes: png, name: 'wide.png', type: 'image/png' } }),
    );
    expect(await variantsOf(url, { width: 1600, height: 1000 })).toEqual({
      webp: [160, 320, 640, 1280],
      avif: [160, 320, 640, 1280],
    });
  });

  it('makes no variant wider than the picture', async () => {
    const png = await sharp({ create: { width: 500, height: 700, channels: 3, background: '#49e' } })
      .png()
      .toBuffer();
    const { url } = await expectStoredWebp(
      await upload({ file: { bytes: png, name: 'narrow.png', type: 'image/png' } }),
    );
    expect(await variantsOf(url, { width: 500, height: 700 })).toEqual({
      webp: [160, 320],
      avif: [160, 320],
    });

    const tiny = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#9e4' } })
      .png()
      .toBuffer();
    const small = await expectStoredWebp(
      await upload({ file: { bytes: tiny, name: 'tiny.png', type: 'image/png' } }),
    );
    expect(await variantsOf(small.url, { width: 100, height: 100 })).toEqual({ webp: [], avif: [] });
  });

  it('turns a JPEG upright by its EXIF orientation, shrinks it to 2000 px and drops the metadata', async () => {
    const jpeg = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#2a6' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Test Kitchen', Artist: 'Someone' } } })
      .toBuffer();
    const source = await sharp(jpeg).metadata();
    expect(source.exif).toBeDefined();
    expect(source.orientation).toBe(6);

    const { metadata } = await expectStoredWebp(
      await upload({ file: { bytes: jpeg, name: 'photo.jpg', type: 'image/jpeg' } }),
    );
    // Orientation 6 is a quarter turn: the 2400 × 1200 landscape is stored as a 1000 × 2000 portrait.
    expect([metadata.width, metadata.height]).toEqual([1000, 2000]);
  });

  it('judges the bytes, not the name or the declared type', async () => {
    const webp = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#00f' } })
      .webp()
      .toBuffer();
    await expectStoredWebp(await upload({ file: { bytes: webp, name: 'menu.txt', type: 'text/plain' } }));

    const before = await imageCount();
    const response = await upload({
      file: { bytes: Buffer.from('Today: soup of the day\n'), name: 'menu.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      detail: 'The file is not a JPEG, PNG, WebP, GIF or AVIF image.',
      code: 'not_an_image',
    });
    expect(await imageCount()).toBe(before);
  });

  it('accepts GIF and AVIF and refuses other image formats', async () => {
    const base = sharp({ create: { width: 48, height: 32, channels: 3, background: '#888' } });
    await expectStoredWebp(
      await upload({
        file: { bytes: await base.clone().gif().toBuffer(), name: 'a.gif', type: 'image/gif' },
      }),
    );
    await expectStoredWebp(
      await upload({
        file: { bytes: await base.clone().avif().toBuffer(), name: 'a.avif', type: 'image/avif' },
      }),
    );
    const tiff = await base.clone().tiff().toBuffer();
    expect((await upload({ file: { bytes: tiff, name: 'a.tif', type: 'image/tiff' } })).statusCode).toBe(415);
  });

  it('refuses a file over 5 MB with 413 and keeps nothing', async () => {
    const filesBefore = await storedFiles();
    const rowsBefore = await imageCount();
    const response = await upload({
      file: { bytes: Buffer.alloc(6 * 1024 * 1024, 7), name: 'big.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      detail: 'The file is larger than 5 MB.',
      code: 'file_too_large',
    });
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await imageCount()).toBe(rowsBefore);
  });

  it('takes one file at a time', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const before = await imageCount();
    const file = { bytes: png, name: 'a.png', type: 'image/png' };
    const { payload, contentType } = await formBody([
      ['file', file],
      ['file', file],
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/images/upload',
      payload,
      headers: { 'content-type': contentType, ...bearer(admin) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      detail: 'Upload one file at a time.',
      code: 'one_file_at_a_time',
    });
    expect(await imageCount()).toBe(before);
  });

  it('refuses an empty file and a missing file with 422', async () => {
    const empty = await upload({ file: { bytes: Buffer.alloc(0), name: 'empty.png', type: 'image/png' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ detail: 'The file is empty.', code: 'validation_failed' });

    const missing = await upload({ title: 'no file here' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ code: 'validation_failed', fields: { file: expect.any(Array) } });

    const asText = await upload({ file: 'not a file' });
    expect(asText.statusCode).toBe(422);
  });

  it('refuses an image that would decode to too many pixels before decoding it', async () => {
    const bomb = await pngClaiming(20_000, 20_000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20_000);
    const response = await upload({ file: { bytes: bomb, name: 'bomb.png', type: 'image/png' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('The image has too many pixels: at most 50 megapixels.');
  });

  it('refuses a damaged image with 422', async () => {
    const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const truncated = png.subarray(0, png.length - 40);
    const response = await upload({ file: { bytes: truncated, name: 'cut.png', type: 'image/png' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('The image could not be read; the file may be damaged.');
  });

  it('is for store administrators only', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const file = { bytes: png, name: 'x.png', type: 'image/png' };
    const before = await imageCount();
    expect((await upload({ file }, null)).statusCode).toBe(401);
    expect((await upload({ file }, customer)).statusCode).toBe(403);
    // Refused before the body is read: a stranger's 6 MB gets 401, not the size error.
    const big = { bytes: Buffer.alloc(6 * 1024 * 1024, 7), name: 'big.png', type: 'image/png' };
    expect((await upload({ file: big }, null)).statusCode).toBe(401);
    expect(await imageCount()).toBe(before);
  });
});
