import { describe, expect, it } from 'vitest';
import { PRODUCT_CACHE_TTL_MS, productCacheKey, readCachedProducts } from './product-cache.ts';

const product = {
  id: 1,
  name: 'Apfelstrudel',
  type: 'simple',
  variants: [],
  price: 6.5,
};

describe('readCachedProducts', () => {
  const now = 1_700_000_000_000;
  const entry = (cachedAt: number, products: unknown[] = [product]) => JSON.stringify({ cachedAt, products });

  it('answers products younger than five minutes', () => {
    expect(readCachedProducts(entry(now - 1_000), now)?.products).toEqual([product]);
    expect(readCachedProducts(entry(now - PRODUCT_CACHE_TTL_MS + 1), now)).not.toBeNull();
  });

  it('ignores old, future, malformed or missing entries', () => {
    expect(readCachedProducts(entry(now - PRODUCT_CACHE_TTL_MS), now)).toBeNull();
    expect(readCachedProducts(entry(now + 60_000), now)).toBeNull();
    expect(readCachedProducts(entry(now, [{ id: 'x' }]), now)).toBeNull();
    expect(readCachedProducts('{"cachedAt":"yesterday","products":[]}', now)).toBeNull();
    expect(readCachedProducts('not json', now)).toBeNull();
    expect(readCachedProducts(null, now)).toBeNull();
  });

  it('keeps one entry per store and category', () => {
    expect(productCacheKey(9, 4)).toBe('products_cache:9:4');
    expect(productCacheKey(9, 4)).not.toBe(productCacheKey(10, 4));
  });
});
