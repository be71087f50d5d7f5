import { useSyncExternalStore } from 'react';

const TICK_MS = 30_000;

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearInterval(timer);
    timer = undefined;
  };
}

/**
 * The server renders the menu page once per half minute (apps/api/src/plugins/first-paint.ts): its
 * clock stands at the start of that half minute, so each render of it reads the same time.
 */
const serverNow = () => Math.floor(Date.now() / TICK_MS) * TICK_MS;

/** The time now, to the half minute: one timer shared by every sold-out product and cart line on the page. */
export function useClock(): number {
  return useSyncExternalStore(subscribe, () => now, serverNow);
}
