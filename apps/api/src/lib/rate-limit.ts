import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

interface Rule {
  max: number;
  timeWindowMs: number;
  key: (request: FastifyRequest) => string;
}

/**
 * A preHandler that applies every rule (the plugin's own hook stops after the first limiter of a
 * request, so several keys — per address and per account — need this). A store outage lets the
 * request through rather than locking everyone out.
 */
export function limitRequests(app: FastifyInstance, rules: Rule[]) {
  const limiters = rules.map((rule) =>
    app.createRateLimit({ max: rule.max, timeWindow: rule.timeWindowMs, keyGenerator: rule.key }),
  );
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limiter of limiters) {
      let result;
      try {
        result = await limiter(request);
      } catch (err) {
        request.log.warn({ err }, 'rate limit store unavailable; request let through');
        continue;
      }
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw new AppError(
          'rate_limited',
          `Too many attempts. Please try again in ${Math.max(1, result.ttlInSeconds)} seconds.`,
        );
      }
    }
  };
}
