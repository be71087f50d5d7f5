import { useSyncExternalStore } from 'react';

/** One timer per period, shared by every component that reads the time at that period. */
interface Clock {
  now: Date;
  listeners: Set<() => void>;
  timer?: ReturnType<typeof setInterval>;
  subscribe(listener: () => void): () => void;
  /**
   * The server renders a page once per period (the menu's first paint, apps/api/src/plugins/first-paint.ts):
   * its clock stands at the start of it, so each render of it reads the same time.
   */
  serverNow: { period: number; date: Date };
}

const clocks = new Map<number, Clock>();

function clockFor(everyMs: number): Clock {
  let clock = clocks.get(everyMs);
  if (clock) return clock;
  const created: Clock = {
    now: new Date(),
    listeners: new Set(),
    serverNow: { period: -1, date: new Date(0) },
    subscribe(listener) {
      created.listeners.add(listener);
      if (created.timer === undefined) {
        created.now = new Date();
        created.timer = setInterval(() => {
          created.now = new Date();
          for (const notify of created.listeners) notify();
        }, everyMs);
      }
      return () => {
        created.listeners.delete(listener);
        if (created.listeners.size > 0) return;
        clearInterval(created.timer);
        created.timer = undefined;
      };
    },
  };
  clock = created;
  clocks.set(everyMs, clock);
  return clock;
}

function serverNow(clock: Clock, everyMs: number): Date {
  const period = Math.floor(Date.now() / everyMs);
  if (clock.serverNow.period !== period) clock.serverNow = { period, date: new Date(period * everyMs) };
  return clock.serverNow.date;
}

/**
 * The time now, renewed every `everyMs`: for countdowns, "3 min ago" and sold-out-until labels that
 * must move by themselves. The same Date until the next tick, so it can sit in a hook's dependencies.
 */
export function useNow(everyMs: number): Date {
  const clock = clockFor(everyMs);
  return useSyncExternalStore(
    clock.subscribe,
    () => clock.now,
    () => serverNow(clock, everyMs),
  );
}
