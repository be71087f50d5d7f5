import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

interface Rule {
  max: number;
  timeWindowMs: number;
  key: (request: FastifyRequest) => string;
  /**
   * `'refused'` counts only attempts the route refused with 401 (wrong passwords): an owner who
   * logs in on every tablet of the restaurant is never locked out by succeeding.
   */
  count?: 'all' | 'refused';
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

function tooMany(reply: FastifyReply, ttlInSeconds: number): AppError {
  reply.header('retry-after', String(Math.max(1, ttlInSeconds)));
  return new AppError(
    'rate_limited',
    `Too many attempts. Please try again in ${Math.max(1, ttlInSeconds)} seconds.`,
  );
}

/**
 * Hooks that apply every rule (the plugin's own hook stops after the first limiter of a request, so
 * several keys — per address and per account — need this). A store outage lets the request through
 * rather than locking everyone out. Spread the result into the route's options.
 */
export function limitRequests(app: FastifyInstance, rules: Rule[]) {
  const limiters = rules.map((rule) => ({
    countsRefusedOnly: rule.count === 'refused',
    limit: app.createRateLimit({
      max: rule.max,
      timeWindow: rule.timeWindowMs,
      keyGenerator: rule.key,
    }) as Limiter,
  }));

  async function attempt(request: FastifyRequest, run: () => Promise<void>) {
    try {
      await run();
    } catch (err) {
      if (err instanceof AppError) throw err;
      request.log.warn({ err }, 'rate limit store unavailable; request let through');
    }
  }

  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      for (const { countsRefusedOnly, limit } of limiters) {
        await attempt(request, async () => {
          if (countsRefusedOnly) {
            // Read without counting: this attempt counts only if it is refused.
            const result = await limit(request, { increment: false });
            if (!result.isAllowed && result.remaining === 0) throw tooMany(reply, result.ttlInSeconds);
          } else {
            const result = await limit(request);
            if (!result.isAllowed && result.isExceeded) throw tooMany(reply, result.ttlInSeconds);
          }
        });
      }
    },
    onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      if (reply.statusCode === 401) {
        for (const { countsRefusedOnly, limit } of limiters) {
          if (countsRefusedOnly) await attempt(request, async () => void (await limit(request)));
        }
      }
      return payload;
    },
  };
}
