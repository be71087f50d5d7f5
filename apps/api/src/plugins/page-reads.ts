import type { FastifyInstance } from 'fastify';
import type { Language } from '@food/contract/languages';

/** Products the storefront asks for at a time (apps/web/src/features/menu/api/get-category-products.ts). */
const PRODUCTS_PER_PAGE = 10;
/**
 * The categories whose products come with the menu page: a whole menu of usual size, so the page
 * renders once, not once per category read; a bigger menu reads the rest itself.
 */
const PAGE_CATEGORIES = 12;

type MenuReads = {
  store?: unknown;
  categories?: unknown;
  /** The offers and delivery postcodes the page's header and cart bar show. */
  discounts?: unknown;
  postcodes?: unknown;
  products: { categoryId: number; items: unknown[] }[];
};

async function readApi(app: FastifyInstance, url: string, language?: Language): Promise<unknown> {
  const headers = language ? { 'accept-language': language } : {};
  const response = await app.inject({ method: 'GET', url, headers });
  return response.statusCode === 200 ? response.json() : undefined;
}

/** A legal page's reads: the store (its name in the title) and who runs it, with the texts. */
export async function legalReads(app: FastifyInstance, storeId: number, language: Language) {
  const [store, legal] = await Promise.all([
    readApi(app, `/api/stores/${storeId}`, language),
    readApi(app, `/api/stores/${storeId}/legal`, language),
  ]);
  return { store, legal };
}

/**
 * The menu page's first reads, answered inside the page: the store, its categories and the products of
 * the first ones, its offers and delivery postcodes, so the app shows the menu without a round trip to
 * the API. They go through the
 * routes (and their menu cache) as any client's would; a read that fails is left to the app.
 */
export async function menuReads(
  app: FastifyInstance,
  storeId: number,
  language?: Language,
): Promise<MenuReads> {
  const read = (url: string) => readApi(app, url, language);
  const [store, categories, discounts, postcodes] = await Promise.all([
    read(`/api/stores/${storeId}`),
    read(`/api/categories/?store_id=${storeId}`),
    read(`/api/discounts/?store_id=${storeId}`),
    read(`/api/postcodes/store/${storeId}`),
  ]);
  const first = (Array.isArray(categories) ? (categories as { id: number; isActive: boolean }[]) : [])
    .filter((category) => category.isActive)
    .slice(0, PAGE_CATEGORIES);
  const products = await Promise.all(
    first.map(async ({ id }) => ({
      categoryId: id,
      items: await read(
        `/api/products/limitbycat/${PRODUCTS_PER_PAGE}?offset=0&store_id=${storeId}&category_id=${id}`,
      ),
    })),
  );
  return {
    store,
    categories,
    discounts,
    postcodes,
    // A full page may have more behind it, which the app reads itself.
    products: products.filter(
      (entry): entry is MenuReads['products'][number] =>
        Array.isArray(entry.items) && entry.items.length < PRODUCTS_PER_PAGE,
    ),
  };
}
