import { describe, expect, it } from 'vitest';
import { demoIllustrations } from './demo-illustrations.ts';
import { DEMO_MENU } from './demo-menu.ts';

describe('DEMO_MENU', () => {
  const products = DEMO_MENU.flatMap((category) => category.products);

  it('gives every dish a picture of its own', () => {
    expect(products.filter((product) => !product.image).map((product) => product.name)).toEqual([]);
    const images = products.map((product) => product.image);
    expect(new Set(images).size).toBe(images.length);
  });

  it('draws only pictures the menu shows', () => {
    const shown = new Set(
      DEMO_MENU.flatMap((category) => [category.image, ...category.products.map((p) => p.image)]),
    );
    expect(
      Object.keys(demoIllustrations).filter((slug) => !shown.has(slug as keyof typeof demoIllustrations)),
    ).toEqual([]);
  });
});
