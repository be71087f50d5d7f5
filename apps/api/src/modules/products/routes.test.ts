import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { buildTestApp, type TestContext } from '../../../test/helpers.ts';

interface WireProduct {
  id: number;
  type: string;
  price: number | null;
  isActive: boolean;
  category_id: number;
  variants: { price: number }[];
}

describe('GET /api/products/limitbycat/:limit', () => {
  let t: TestContext;
  let categoryId: number;
  const page = (limit: number, offset = 0) =>
    t.app.inject({
      method: 'GET',
      url: `/api/products/limitbycat/${limit}?offset=${offset}&store_id=9&category_id=${categoryId}`,
    });

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    const [variable] = await t.database.db
      .select()
      .from(products)
      .where(and(eq(products.storeId, 9), eq(products.type, 'variable')))
      .limit(1);
    categoryId = variable!.categoryId;
  });
  afterAll(() => t.close());

  it("returns the category's active products with decimal prices and variants", async () => {
    const response = await page(10);
    expect(response.statusCode).toBe(200);
    const list: WireProduct[] = response.json();
    expect(list.length).toBeGreaterThan(0);
    for (const product of list) {
      expect(product.category_id).toBe(categoryId);
      if (product.type === 'simple') expect(product.price).toBeGreaterThan(0);
      else {
        expect(product.price).toBeNull();
        expect(product.variants.length).toBeGreaterThanOrEqual(2);
        for (const variant of product.variants)
          expect(Number.isInteger(Math.round(variant.price * 100))).toBe(true);
      }
    }
  });

  it('pages with limit and offset', async () => {
    const all: WireProduct[] = (await page(100)).json();
    const second: WireProduct[] = (await page(1, 1)).json();
    expect(second).toHaveLength(Math.min(1, all.length - 1));
    if (all.length > 1) expect(second[0]!.id).toBe(all[1]!.id);
  });

  it('hides inactive products', async () => {
    const all: WireProduct[] = (await page(100)).json();
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, all[0]!.id));
    const after: WireProduct[] = (await page(100)).json();
    expect(after.map((p) => p.id)).not.toContain(all[0]!.id);
    expect(after).toHaveLength(all.length - 1);
  });

  it('refuses a limit out of range', async () => {
    expect((await page(0)).statusCode).toBe(422);
    expect((await page(1000)).statusCode).toBe(422);
  });
});
