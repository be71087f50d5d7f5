import type { StoreStatusMessage } from '@food/contract';
import { availability, startOfNextDay, type Pause, type StoreHours } from '@food/opening-hours';
import { systemClock, type Clock } from '../lib/clock.ts';

/** The store's hours and its pause, if any: closed whatever its hours while the pause lasts. */
export type StoreSchedule = StoreHours & { pause?: Pause | null };

/** What the hub needs of a socket: the ws package's WebSocket fits. */
export interface StatusListener {
  send(message: string): void;
}

// Node's timers overflow past 2^31 ms; waking once a day is harmless.
const MAX_WAIT_MS = 24 * 3_600_000;

type Watched = {
  listeners: Set<StatusListener>;
  schedule: StoreSchedule;
  message: string;
  timer: unknown;
  /** When this process last heard of a change of the store's menu. */
  menuChangedAt?: string;
};

/** The status message of a store at `now`: hours, special days and pause together. */
function statusMessage({ pause = null, ...hours }: StoreSchedule, now: Date): StoreStatusMessage {
  const state = availability(hours, pause, now);
  return {
    is_open: state.is_open,
    today_hours: state.today_hours,
    next_change_at: state.next_change_at,
    next_open_at: state.next_open_at,
    ...(state.paused ? { paused: true } : {}),
    paused_until: state.paused_until,
    closed_reason: state.closed_reason || null,
  };
}

/**
 * Live open/closed state per store for the status sockets. One timer per watched store wakes it at
 * the next opening or closing or the end of its pause, or at local midnight (today's hours change
 * then), whichever is first; listeners hear only when the message actually changed.
 */
export class StoreStatusHub {
  private readonly stores = new Map<number, Watched>();
  private readonly loading = new Map<number, Promise<StoreSchedule | null>>();

  constructor(
    private readonly loadSchedule: (storeId: number) => Promise<StoreSchedule | null>,
    private readonly clock: Clock = systemClock,
  ) {}

  /** Adds a listener and sends it the current state; false when the store does not exist. */
  async watch(storeId: number, listener: StatusListener): Promise<boolean> {
    let watched = this.stores.get(storeId);
    if (!watched) {
      const schedule = await this.load(storeId);
      if (!schedule) return false;
      // Another listener may have started watching while this one waited for the database.
      watched = this.stores.get(storeId) ?? this.start(storeId, schedule);
    }
    watched.listeners.add(listener);
    listener.send(watched.message);
    return true;
  }

  /**
   * The store's status now, as a listener would hear it (the menu page is rendered with it); null when
   * the store does not exist. A watched store's schedule is in memory; another is read.
   */
  async current(storeId: number): Promise<StoreStatusMessage | null> {
    const schedule = this.stores.get(storeId)?.schedule ?? (await this.load(storeId));
    return schedule ? statusMessage(schedule, this.clock.now()) : null;
  }

  unwatch(storeId: number, listener: StatusListener): void {
    const watched = this.stores.get(storeId);
    if (!watched) return;
    watched.listeners.delete(listener);
    if (watched.listeners.size === 0) {
      this.clock.clearTimeout(watched.timer);
      this.stores.delete(storeId);
    }
  }

  /** The store's hours or its pause changed: reload them and tell its listeners. */
  async hoursChanged(storeId: number): Promise<void> {
    if (!this.stores.has(storeId)) return;
    const schedule = await this.load(storeId);
    const watched = this.stores.get(storeId);
    if (!watched || !schedule) return;
    watched.schedule = schedule;
    this.update(storeId, watched);
  }

  /** The store's menu changed (a product sold out, a price…): tell its listeners, so open storefronts refetch it. */
  menuChanged(storeId: number): void {
    const watched = this.stores.get(storeId);
    if (!watched) return;
    watched.menuChangedAt = this.clock.now().toISOString();
    this.update(storeId, watched);
  }

  close(): void {
    for (const watched of this.stores.values()) this.clock.clearTimeout(watched.timer);
    this.stores.clear();
  }

  private load(storeId: number): Promise<StoreSchedule | null> {
    let pending = this.loading.get(storeId);
    if (!pending) {
      pending = this.loadSchedule(storeId).finally(() => this.loading.delete(storeId));
      this.loading.set(storeId, pending);
    }
    return pending;
  }

  private start(storeId: number, schedule: StoreSchedule): Watched {
    const watched: Watched = { listeners: new Set(), schedule, message: '', timer: undefined };
    this.stores.set(storeId, watched);
    this.update(storeId, watched);
    return watched;
  }

  private update(storeId: number, watched: Watched): void {
    const now = this.clock.now();
    const status = statusMessage(watched.schedule, now);
    const message = JSON.stringify(
      watched.menuChangedAt ? { ...status, menu_changed_at: watched.menuChangedAt } : status,
    );
    if (message !== watched.message) {
      watched.message = message;
      for (const listener of watched.listeners) listener.send(message);
    }
    const midnight = startOfNextDay(watched.schedule.timeZone, now).getTime();
    const nextChange = status.next_change_at ? Date.parse(status.next_change_at) : Infinity;
    const wait = Math.min(nextChange, midnight, now.getTime() + MAX_WAIT_MS) - now.getTime();
    this.clock.clearTimeout(watched.timer);
    watched.timer = this.clock.setTimeout(() => this.update(storeId, watched), Math.max(wait, 0));
  }
}
