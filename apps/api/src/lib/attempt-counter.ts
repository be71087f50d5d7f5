import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Clock } from './clock.ts';

interface CountedAttempt {
  /** Attempts in the key's window so far, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  remainingMs: number;
  /** Takes this attempt back out of the count. */
  giveBack(): Promise<void>;
}

/**
 * Fixed-window counters that count an attempt before anything is decided about it: every caller
 * gets its own number, so attempts made in parallel can never all see the same low count.
 */
export interface AttemptCounter {
  add(key: string, windowMs: number): Promise<CountedAttempt>;
  clear(key: string): Promise<void>;
}

// INCR is atomic; the window starts with the first attempt and is not extended by later ones.
const ADD = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

// A key that expired meanwhile comes back as -1 and is deleted at once.
const GIVE_BACK = `
if redis.call('DECR', KEYS[1]) <= 0 then redis.call('DEL', KEYS[1]) end
return 0`;

const SWEEP_EVERY_MS = 60_000;

function memoryCounter(clock: Clock): AttemptCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let nextSweep = 0;

  function sweep(now: number) {
    if (now < nextSweep) return;
    nextSweep = now + SWEEP_EVERY_MS;
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
  }

  return {
    async add(key, windowMs) {
      const now = clock.now().getTime();
      sweep(now);
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      const counted = window;
      return {
        count: counted.count,
        remainingMs: counted.endsAt - now,
        async giveBack() {
          if (windows.get(key) !== counted) return;
          counted.count -= 1;
          if (counted.count <= 0) windows.delete(key);
        },
      };
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

function redisCounter(redis: Redis, prefix: string): AttemptCounter {
  return {
    async add(key, windowMs) {
      const [count, remainingMs] = (await redis.eval(ADD, 1, prefix + key, windowMs)) as [number, number];
      return {
        count,
        remainingMs,
        giveBack: async () => void (await redis.eval(GIVE_BACK, 1, prefix + key)),
      };
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}

/**
 * In Redis when there is one, so that every process shares the counts. If Redis does not answer,
 * this process counts on its own: a limit per process is weaker, but far better than none.
 */
export function createAttemptCounter(
  redis: Redis | null,
  prefix: string,
  log: FastifyBaseLogger,
  clock: Clock,
): AttemptCounter {
  const memory = memoryCounter(clock);
  if (!redis) return memory;
  const shared = redisCounter(redis, prefix);
  return {
    async add(key, windowMs) {
      try {
        const counted = await shared.add(key, windowMs);
        return {
          ...counted,
          giveBack: () =>
            counted.giveBack().catch((err: unknown) => log.warn({ err }, 'attempt not given back in Redis')),
        };
      } catch (err) {
        log.warn({ err }, 'attempt counter unavailable in Redis; counting in this process');
        return memory.add(key, windowMs);
      }
    },
    async clear(key) {
      await memory.clear(key);
      await shared
        .clear(key)
        .catch((err: unknown) => log.warn({ err }, 'attempt counter not cleared in Redis'));
    },
  };
}
