import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers.ts';

describe('GET /api/stores/:id', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it('shows the demo store with its currency, locale and hours', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/stores/9' });
    expect(response.statusCode).toBe(200);
    const store = response.json();
    expect(store).toMatchObject({ id: 9, currency: 'GBP', locale: 'en-GB', timezone: 'Europe/Berlin' });
    expect(store.name.length).toBeGreaterThan(0);
    expect(store.store_hours.length).toBeGreaterThan(0);
    for (const range of store.store_hours) {
      expect(range.open_time).toMatch(/^\d\d:\d\d$/);
      expect(range.day_of_week).toBeGreaterThanOrEqual(0);
      expect(range.day_of_week).toBeLessThanOrEqual(6);
    }
  });

  it('answers 404 for a store that does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/stores/424242' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Store 424242 does not exist', code: 'not_found' });
  });

  it('answers 422 for an id that is not a number', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/stores/nine' });
    expect(response.statusCode).toBe(422);
  });
});
