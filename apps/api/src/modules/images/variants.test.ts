import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeVariants, removePictureFiles, variantPath } from './variants.ts';

describe('picture variants', () => {
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'variants-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('are named after the picture, by width and format', () => {
    expect(variantPath('/uploads/9/ab-800x600.webp', 320, 'avif')).toBe('/uploads/9/ab-800x600-320w.avif');
    expect(variantPath('/data/uploads/demo/fries.webp', 160, 'webp')).toBe(
      '/data/uploads/demo/fries-160w.webp',
    );
  });

  it('go up to the picture’s own width', async () => {
    const picture = await sharp({ create: { width: 700, height: 350, channels: 3, background: '#a52' } })
      .webp()
      .toBuffer();
    const variants = await encodeVariants(picture, 700);
    expect(variants.map(({ width, format }) => `${width} ${format}`).sort()).toEqual([
      '160 avif',
      '160 webp',
      '320 avif',
      '320 webp',
      '640 avif',
      '640 webp',
    ]);
    const largest = await sharp(
      variants.find((v) => v.width === 640 && v.format === 'avif')!.data,
    ).metadata();
    expect([largest.format, largest.width, largest.height]).toEqual(['heif', 640, 320]);
  });

  it('are deleted with the picture, also where some were never made', async () => {
    const main = path.join(folder, 'dish-1600x900.webp');
    const other = path.join(folder, 'other-1600x900.webp');
    for (const file of [main, variantPath(main, 160, 'webp'), variantPath(main, 1280, 'avif'), other]) {
      await writeFile(file, 'x');
    }
    await writeFile(variantPath(other, 160, 'webp'), 'x');

    await removePictureFiles(main);
    expect((await readdir(folder)).sort()).toEqual(['other-1600x900-160w.webp', 'other-1600x900.webp']);
  });
});
