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

describe('GET /api/health/live and /api/health/ready', () => {
  it('is alive at once, and ready only once it listens', async () => {
    const t = await buildTestApp();
    const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok', uptime_s: expect.any(Number) });

    const starting = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(starting.statusCode).toBe(503);
    expect(starting.json()).toEqual({ status: 'starting' });

    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    await t.close();
  });

  it('is not ready while the database is unreachable, and still alive', async () => {
    const t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await t.database.close();
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'database_unreachable' });
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    await t.app.close();
  });
});
