import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_STORE_ID } from './demo-store.ts';

/** The public menu as the API serves it right now: tests read prices from here, never hard-code them. */

type Variant = { id: number; name: string; price: number };
export type Product = {
  id: number;
  name: string;
  type: 'simple' | 'variable';
  price: number | null;
  isActive: boolean;
  item_code: string | null;
  variants: Variant[];
  option_groups: { id: number; name: string; min: number; max: number; options: Variant[] }[];
};
export type Category = { id: number; name: string };
export type Store = { name: string; address: string; country: string; currency: string; locale: string };

async function get<T>(request: APIRequestContext, path: string, language: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { 'accept-language': language } });
  expect(response.ok(), `GET ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * The menu in `language`, as a browser asking for it reads it: en-US unless told (the demo store's own
 * language, for a client that names none, is German).
 */
export async function loadMenu(request: APIRequestContext, language = 'en-US') {
  const store = await get<Store>(request, `/stores/${DEMO_STORE_ID}`, language);
  const categories = await get<Category[]>(request, `/categories/?store_id=${DEMO_STORE_ID}`, language);
  const products: Product[] = [];
  for (const category of categories) {
    for (let offset = 0; ; offset += 10) {
      const page = await get<Product[]>(
        request,
        `/products/limitbycat/10?offset=${offset}&store_id=${DEMO_STORE_ID}&category_id=${category.id}`,
        language,
      );
      products.push(...page.filter((product) => product.isActive));
      if (page.length < 10) break;
    }
  }
  const postcodes = await get<{ id: number; postcode: string; delivery_fee: number }[]>(
    request,
    `/postcodes/store/${DEMO_STORE_ID}`,
    language,
  );
  const discounts = await get<{ code: string; value: number }[]>(
    request,
    `/discounts/?store_id=${DEMO_STORE_ID}`,
    language,
  );
  const percentFor = (code: 'DELIVERY_DISCOUNT' | 'PICKUP_DISCOUNT') =>
    discounts.find((discount) => discount.code === code)?.value ?? 0;

  const formatter = new Intl.NumberFormat(store.locale, { style: 'currency', currency: store.currency });
  return {
    store,
    categories,
    products,
    postcodes,
    deliveryPercent: percentFor('DELIVERY_DISCOUNT'),
    pickupPercent: percentFor('PICKUP_DISCOUNT'),
    /** An amount in minor units as the storefront shows it. */
    money: (minor: number) => formatter.format(minor / 100),
  };
}

/** Decimal wire price to minor units, as the storefront computes. */
export const minor = (price: number) => Math.round(price * 100);

/** The storefront's totals rule (decisions §2): half away from zero, all in minor units. */
export function expectedTotals(
  lines: { price: number; quantity: number }[],
  percent: number,
  feeMinor: number,
) {
  const subtotal = lines.reduce((sum, line) => sum + minor(line.price) * line.quantity, 0);
  const discount = Math.round((subtotal * percent) / 100);
  return { subtotal, discount, fee: feeMinor, total: subtotal - discount + feeMinor };
}
