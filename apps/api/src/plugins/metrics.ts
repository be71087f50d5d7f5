import type { FastifyInstance } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '../lib/errors.ts';
import type { Metrics } from '../lib/metrics.ts';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Prometheus metrics: every answer's time by route pattern (one onResponse hook), and GET /metrics for
 * a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`. Without METRICS_TOKEN there is no
 * /metrics at all, and no answer is timed for a scraper that cannot come.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  if (!token) return;
  // One labelled child per method, route and status, found again without hashing the labels each time.
  const timers = new Map<string, { observe(seconds: number): void }>();
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern (`/api/orders/:id`), never the URL: ids and junk addresses add no series.
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${route} ${reply.statusCode}`;
    let timer = timers.get(key);
    if (!timer) {
      timer = metrics.requestDuration.labels(request.method, route, String(reply.statusCode));
      timers.set(key, timer);
    }
    timer.observe(reply.elapsedTime / 1000);
    done();
  });

  const expected = digest(`Bearer ${token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      throw new AppError('metrics_token_required');
    }
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
