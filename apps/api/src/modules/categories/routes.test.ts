import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/index.ts';
import { DEMO_LOGINS } from '../../db/seed/demo.ts';
import { buildTestApp, loginAs, type TestContext } from '../../../test/helpers.ts';

describe('GET /api/categories/?store_id=', () => {
  let t: TestContext;
  let hiddenId: number;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    const [first] = await t.database.db.select().from(categories).where(eq(categories.storeId, 9)).limit(1);
    hiddenId = first!.id;
    await t.database.db.update(categories).set({ isActive: false }).where(eq(categories.id, hiddenId));
  });
  afterAll(() => t.close());

  it('lists the active categories of the store with their tax, in menu order', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/categories/?store_id=9' });
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list.map((c: { id: number }) => c.id)).not.toContain(hiddenId);
    for (const category of list) {
      expect(category.isActive).toBe(true);
      expect(category.store_id).toBe(9);
      expect([7, 19]).toContain(category.tax.percentage);
    }
  });

  it('answers without the trailing slash too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/categories?store_id=9' });
    expect(response.statusCode).toBe(200);
  });

  it("shows inactive categories to the store's own administrator only", async () => {
    const token = await loginAs(t.app, DEMO_LOGINS.admin.email, DEMO_LOGINS.admin.password);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/categories/?store_id=9',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.json().map((c: { id: number }) => c.id)).toContain(hiddenId);
  });

  it('answers 404 for an unknown store and 422 without a store id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/categories/?store_id=5000' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/categories/' })).statusCode).toBe(422);
  });
});
