import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { connectRedis, settle } from './redis.ts';

/**
 * What changed: the menu (cached reads), the opening hours or whether the store is paused (status
 * pushes too).
 */
export type StoreChangeKind = 'catalogue' | 'hours' | 'status';
const KINDS: readonly unknown[] = ['catalogue', 'hours', 'status'] satisfies StoreChangeKind[];
type StoreChange = { storeId: number; kind: StoreChangeKind };
type Listener = (change: StoreChange) => void;

export interface StoreChanges {
  /** Tells this process's listeners at once, and other processes through Redis when there is one. */
  publish(change: StoreChange): Promise<void>;
  subscribe(listener: Listener): () => void;
  close(): Promise<void>;
}

function isStoreChange(value: unknown): value is StoreChange {
  const change = value as Partial<StoreChange> | null;
  return typeof change?.storeId === 'number' && KINDS.includes(change.kind);
}

/**
 * Change notices between the parts of the server (menu cache, store-status sockets) and, with
 * `REDIS_URL`, between server processes: a write on one process must not leave another serving
 * a stale menu or a wrong open/closed state.
 */
export async function createStoreChanges(
  log: FastifyBaseLogger,
  redis?: { url: string; namespace: string },
): Promise<StoreChanges> {
  const listeners = new Set<Listener>();
  const notify = (change: StoreChange) => {
    for (const listener of listeners) listener(change);
  };
  const subscribe = (listener: Listener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  if (!redis) {
    return { publish: async (change) => notify(change), subscribe, close: async () => {} };
  }

  const origin = randomUUID();
  const channel = `${redis.namespace}:store-changes`;
  const publisher = connectRedis(redis.url, log);
  const subscriber = connectRedis(redis.url, log, { queueWhileDown: true });
  subscriber.on('message', (_channel: string, raw: string) => {
    try {
      const message = JSON.parse(raw) as { origin?: string; change?: unknown };
      if (message.origin !== origin && isStoreChange(message.change)) notify(message.change);
    } catch (err) {
      log.warn({ err }, 'Ignored a malformed store-change message');
    }
  });
  // Queued while Redis is down, so the subscription is made whenever it comes back.
  void subscriber.subscribe(channel).catch((err: unknown) => log.warn({ err }, 'Store changes not shared'));
  await Promise.all([settle(publisher), settle(subscriber)]);
  return {
    async publish(change) {
      notify(change);
      await publisher
        .publish(channel, JSON.stringify({ origin, change }))
        .catch((err: unknown) => log.warn({ err }, 'Could not share a store change with other processes'));
    },
    subscribe,
    async close() {
      await Promise.all([publisher.quit(), subscriber.quit()]).catch(() => undefined);
    },
  };
}
