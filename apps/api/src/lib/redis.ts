import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** A Redis client that reconnects by itself and never crashes the process when Redis goes away. */
export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    enableAutoPipelining: true,
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
