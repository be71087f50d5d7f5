import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeVariants, pictureFileNames, variantPath } from './variants.ts';

describe('picture variants', () => {
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

  it('are named for deletion with the picture, every width in both formats', () => {
    expect(pictureFileNames('9/dish-1600x900.webp')).toEqual([
      '9/dish-1600x900.webp',
      ...[160, 320, 640, 1280].flatMap((width) => [
        `9/dish-1600x900-${width}w.webp`,
        `9/dish-1600x900-${width}w.avif`,
      ]),
    ]);
  });
});
