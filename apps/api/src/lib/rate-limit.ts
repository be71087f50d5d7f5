import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

interface Rule {
  max: number;
  timeWindowMs: number;
  key: (request: FastifyRequest) => string;
  /** Whether the rule counts the request; without it, every request. */
  appliesTo?: (request: FastifyRequest) => boolean;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

function tooMany(reply: FastifyReply, ttlInSeconds: number): AppError {
  reply.header('retry-after', String(Math.max(1, ttlInSeconds)));
  return new AppError('rate_limited', { wait: 'seconds', count: String(Math.max(1, ttlInSeconds)) });
}

/**
 * A hook that applies every rule (the plugin's own hook stops after the first limiter of a request, so
 * several keys — per address and per account — need this). A store outage lets the request through
 * rather than locking everyone out. Spread the result into the route's options.
 */
export function limitRequests(app: FastifyInstance, rules: Rule[]) {
  const limiters = rules.map(
    (rule) =>
      app.createRateLimit({
        max: rule.max,
        timeWindow: rule.timeWindowMs,
        keyGenerator: rule.key,
      }) as Limiter,
  );

  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      for (const [index, limit] of limiters.entries()) {
        if (rules[index]!.appliesTo?.(request) === false) continue;
        try {
          const result = await limit(request);
          if (!result.isAllowed && result.isExceeded) throw tooMany(reply, result.ttlInSeconds);
        } catch (err) {
          if (err instanceof AppError) throw err;
          request.log.warn({ err }, 'rate limit store unavailable; request let through');
        }
      }
    },
  };
}
