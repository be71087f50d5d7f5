import { HealthSchema, LivenessSchema, ReadinessSchema } from '@food/contract';
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

export function healthRoutes(app: Api, { database, lifecycle }: AppContext, redis: Redis | null) {
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

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the process answers at all (for a supervisor: restart it when not)',
        response: { 200: LivenessSchema },
      },
    },
    async () => ({ status: 'ok' as const, uptime_s: Math.round(process.uptime()) }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Whether to send this process requests: 503 while starting, draining or without its database',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      const { phase } = lifecycle;
      if (phase !== 'serving') return reply.code(503).send({ status: phase });
      if (!(await succeeds(() => database.ping()))) {
        return reply.code(503).send({ status: 'database_unreachable' });
      }
      return { status: 'ready' as const };
    },
  );
}
