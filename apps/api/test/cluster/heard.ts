import { setTimeout as sleep } from 'node:timers/promises';
import type { follow } from '../order-desk.ts';

export type Follower = Awaited<ReturnType<typeof follow>>;

/** The payloads of `event` a socket has heard so far that match `where`. */
export function heardOf<T>(follower: Follower, event: string, where: (payload: T) => boolean): T[] {
  return follower.heard
    .filter((entry) => entry.event === event && where(entry.payload as T))
    .map((entry) => entry.payload as T);
}

/** Waits up to `timeoutMs` until the socket has heard a matching `event`; answers the first, or null. */
export async function nextHeard<T>(
  follower: Follower,
  event: string,
  where: (payload: T) => boolean,
  timeoutMs = 5_000,
): Promise<T | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [first] = heardOf(follower, event, where);
    if (first !== undefined) return first;
    if (Date.now() > deadline) return null;
    await sleep(20);
  }
}
