import { describe, expect, it } from 'vitest';
import { coverSizes, pictureSources } from './picture-sources.ts';

const CARD = [{ from: 640, size: 120 }, { size: 104 }];

describe('pictureSources', () => {
  it('lists every variant of a wide upload in AVIF and WebP', () => {
    const url = '/uploads/9/0b7c-1600x1200.webp';
    expect(pictureSources(url, CARD)).toEqual({
      avif:
        '/uploads/9/0b7c-1600x1200-160w.avif 160w, /uploads/9/0b7c-1600x1200-320w.avif 320w, ' +
        '/uploads/9/0b7c-1600x1200-640w.avif 640w, /uploads/9/0b7c-1600x1200-1280w.avif 1280w',
      webp:
        '/uploads/9/0b7c-1600x1200-160w.webp 160w, /uploads/9/0b7c-1600x1200-320w.webp 320w, ' +
        '/uploads/9/0b7c-1600x1200-640w.webp 640w, /uploads/9/0b7c-1600x1200-1280w.webp 1280w',
      sizes: '(min-width: 640px) 160px, 139px',
    });
  });

  it('lists only the variants up to an upload’s own width', () => {
    expect(pictureSources('/uploads/9/ab-500x700.webp', CARD)).toEqual({
      avif: '/uploads/9/ab-500x700-160w.avif 160w, /uploads/9/ab-500x700-320w.avif 320w',
      webp: '/uploads/9/ab-500x700-160w.webp 160w, /uploads/9/ab-500x700-320w.webp 320w',
      sizes: '(min-width: 640px) 120px, 104px',
    });
    expect(pictureSources('/uploads/9/ab-640x640.webp', CARD)?.webp).toMatch(/-640w\.webp 640w$/);
  });

  it('knows the demo pictures are 800 × 600', () => {
    expect(pictureSources('/uploads/demo/apple-strudel.webp', [{ size: 64 }])).toEqual({
      avif:
        '/uploads/demo/apple-strudel-160w.avif 160w, /uploads/demo/apple-strudel-320w.avif 320w, ' +
        '/uploads/demo/apple-strudel-640w.avif 640w',
      webp:
        '/uploads/demo/apple-strudel-160w.webp 160w, /uploads/demo/apple-strudel-320w.webp 320w, ' +
        '/uploads/demo/apple-strudel-640w.webp 640w',
      sizes: '86px',
    });
  });

  it('has none for a picture without variants', () => {
    expect(pictureSources('/uploads/9/0b7c.webp', CARD)).toBeNull();
    expect(pictureSources('/uploads/9/0b7c-120x90.webp', CARD)).toBeNull();
    expect(pictureSources('/images/placeholder-dish.svg', CARD)).toBeNull();
    expect(pictureSources('/uploads/demo/nested/fries.webp', CARD)).toBeNull();
  });
});

describe('coverSizes', () => {
  it('asks a portrait or square picture for the box’s width', () => {
    expect(coverSizes(CARD, { width: 300, height: 600 })).toBe('(min-width: 640px) 120px, 104px');
    expect(coverSizes([{ size: 80 }], { width: 500, height: 500 })).toBe('80px');
  });

  it('asks a landscape picture for the width it is drawn at, rounded up', () => {
    expect(
      coverSizes([{ from: 1024, size: 80 }, { from: 640, size: 72 }, { size: 64 }], { width: 2, height: 1 }),
    ).toBe('(min-width: 1024px) 160px, (min-width: 640px) 144px, 128px');
  });
});
