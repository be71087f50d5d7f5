import type { Product } from '@food/contract';

/** Cached products live 5 minutes (spec §9); they only ever fill the page until the network answers. */
export const PRODUCT_CACHE_TTL_MS = 300_000;

/** Browser storage key of one category's cached products (spec §3: "cached products with cache time"). */
export function productCacheKey(storeId: number, categoryId: number): string {
  return `products_cache:${storeId}:${categoryId}`;
}

export type CachedProducts = { cachedAt: number; products: Product[] };

function looksLikeProduct(value: unknown): value is Product {
  if (typeof value !== 'object' || value === null) return false;
  const product = value as Partial<Product>;
  return (
    Number.isSafeInteger(product.id) &&
    typeof product.name === 'string' &&
    (product.type === 'simple' || product.type === 'variable') &&
    Array.isArray(product.variants)
  );
}

/** The cached products when the entry is well formed and younger than the lifetime, else null. */
export function readCachedProducts(raw: string | null, now: number): CachedProducts | null {
  if (!raw) return null;
  try {
    const entry = JSON.parse(raw) as Partial<CachedProducts> | null;
    if (!entry || typeof entry.cachedAt !== 'number' || !Array.isArray(entry.products)) return null;
    const age = now - entry.cachedAt;
    if (!(age >= 0 && age < PRODUCT_CACHE_TTL_MS)) return null;
    if (!entry.products.every(looksLikeProduct)) return null;
    return { cachedAt: entry.cachedAt, products: entry.products };
  } catch {
    return null;
  }
}

export function loadCachedProducts(storeId: number, categoryId: number): CachedProducts | null {
  try {
    return readCachedProducts(localStorage.getItem(productCacheKey(storeId, categoryId)), Date.now());
  } catch {
    return null;
  }
}

export function saveCachedProducts(storeId: number, categoryId: number, products: Product[]): void {
  try {
    const entry: CachedProducts = { cachedAt: Date.now(), products };
    localStorage.setItem(productCacheKey(storeId, categoryId), JSON.stringify(entry));
  } catch {
    // A full storage only costs the next visit its head start.
  }
}
