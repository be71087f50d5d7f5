import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, usesPostgres, type TestContext } from '../../../test/helpers.ts';

describe('GET /api/health', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("reports the database's state", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.database).toEqual({ kind: usesPostgres ? 'postgres' : 'pglite', ok: true });
    expect(body.redis.configured).toBe(Boolean(usesPostgres && process.env.REDIS_URL));
    expect(body.redis.ok).toBe(body.redis.configured);
  });

  it('answers with and without a trailing slash', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
  });

  it('answers 503 when the database is gone', async () => {
    const broken = await buildTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().database.ok).toBe(false);
    await broken.app.close();
  });
});
