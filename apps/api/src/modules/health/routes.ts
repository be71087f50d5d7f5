import { HealthSchema } from '@food/contract';
import type { Redis } from 'ioredis';
import type { AppContext } from '../../app-context.ts';
import type { Api } from '../../lib/http.ts';

async function succeeds(check: () => Promise<unknown>): Promise<boolean> {
  try {
    await check();
    return true;
  } catch {
    return false;
  }
}

export function healthRoutes(app: Api, { database }: AppContext, redis: Redis | null) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the server and its database answer',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const [dbOk, redisOk] = await Promise.all([
        succeeds(() => database.ping()),
        redis ? succeeds(() => redis.ping()) : Promise.resolve(false),
      ]);
      const healthy = dbOk && (!redis || redisOk);
      return reply.code(dbOk ? 200 : 503).send({
        status: healthy ? 'ok' : 'degraded',
        database: { kind: database.kind, ok: dbOk },
        redis: { configured: redis !== null, ok: redisOk },
        uptime_s: Math.round(process.uptime()),
      });
    },
  );
}
