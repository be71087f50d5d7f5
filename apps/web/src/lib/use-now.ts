import { useSyncExternalStore } from 'react';

/** One timer per period, shared by every component that reads the time at that period. */
interface Clock {
  everyMs: number;
  /** The start of the period we are in: the same Date until the next one starts. */
  now: Date;
  listeners: Set<() => void>;
  timer?: ReturnType<typeof setTimeout>;
  subscribe(listener: () => void): () => void;
  read(): Date;
}

const clocks = new Map<number, Clock>();

const periodStart = (everyMs: number) => Math.floor(Date.now() / everyMs) * everyMs;

function clockFor(everyMs: number): Clock {
  const known = clocks.get(everyMs);
  if (known) return known;
  const clock: Clock = {
    everyMs,
    now: new Date(periodStart(everyMs)),
    listeners: new Set(),
    read() {
      const start = periodStart(everyMs);
      if (clock.now.getTime() !== start) clock.now = new Date(start);
      return clock.now;
    },
    subscribe(listener) {
      clock.listeners.add(listener);
      if (clock.timer === undefined) tickAtNextPeriod(clock);
      return () => {
        clock.listeners.delete(listener);
        if (clock.listeners.size > 0) return;
        clearTimeout(clock.timer);
        clock.timer = undefined;
      };
    },
  };
  clocks.set(everyMs, clock);
  return clock;
}

function tickAtNextPeriod(clock: Clock): void {
  clock.timer = setTimeout(
    () => {
      for (const notify of clock.listeners) notify();
      tickAtNextPeriod(clock);
    },
    clock.everyMs - (Date.now() % clock.everyMs),
  );
}

/**
 * The time now, as the start of the current period of `everyMs`, renewed when the next one starts: for
 * countdowns, "3 min ago" and sold-out-until labels that must move by themselves. The same Date until
 * then, so it can sit in a hook's dependencies. The server renders a page once per period (the menu's
 * first paint, apps/api/src/plugins/first-paint.ts) and reads the same time: the browser taking over its
 * page finds nothing changed, and renders nothing a second time.
 */
export function useNow(everyMs: number): Date {
  const clock = clockFor(everyMs);
  return useSyncExternalStore(clock.subscribe, clock.read, clock.read);
}
