import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { once } from 'node:events';

/**
 * A Redis client that reconnects by itself and never crashes the process when Redis goes away.
 * `queueWhileDown` keeps commands until Redis is back (pub/sub must not lose its subscriptions);
 * otherwise a command fails fast so that a request is not held up.
 */
export function connectRedis(
  url: string,
  log: FastifyBaseLogger,
  options: { queueWhileDown?: boolean } = {},
) {
  const redis = new Redis(url, {
    connectTimeout: 2_000,
    maxRetriesPerRequest: options.queueWhileDown ? null : 1,
  });
  let reported = false;
  redis.on('error', (err) => {
    if (!reported) log.warn({ err }, 'Redis unavailable; retrying in the background');
    reported = true;
  });
  redis.on('ready', () => {
    reported = false;
  });
  return redis;
}

/** Waits a little for a first connection; a Redis that is down must not stop the server from starting. */
export async function settle(redis: Redis, timeoutMs = 3_000) {
  if (redis.status === 'ready') return;
  await Promise.race([
    once(redis, 'ready'),
    new Promise((resolve) => setTimeout(resolve, timeoutMs).unref()),
  ]);
}
