import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, orders } from '../../db/schema/index.ts';
import { bearer, buildTestApp, loginDemoCustomer, type TestContext } from '../../../test/helpers.ts';

describe('an Idempotency-Key on a body nested thousands of levels deep', () => {
  let t: TestContext;
  let customer: string;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    customer = await loginDemoCustomer(t.app);
  });
  afterAll(() => t.close());

  it.each([
    ['objects', `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`],
    ['arrays', `${'['.repeat(50_000)}${']'.repeat(50_000)}`],
  ])('answers 400 for nested %s, not 500, and writes nothing', async (_, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...bearer(customer), 'content-type': 'application/json', 'idempotency-key': 'deep-1' },
      payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      detail: 'The request body is nested too deeply.',
      code: 'body_too_deep',
    });
    const [[placed], [keys]] = await Promise.all([
      t.database.db.select({ n: count() }).from(orders),
      t.database.db.select({ n: count() }).from(idempotencyKeys),
    ]);
    expect({ orders: placed!.n, keys: keys!.n }).toEqual({ orders: 0, keys: 0 });
  });
});
