import { APPROVAL_STATUS, type Order } from '@food/contract';
import { createSignal } from '@/lib/signal.ts';
import { acceptedOnArrival } from './desk-status.ts';

/**
 * What this device knows about orders, kept in localStorage so that a reload keeps it: the orders
 * opened here (a pending order nobody opened here yet is highlighted as new), and the scheduled orders
 * whose reminder to start preparing has rung here. Each list keeps its newest MAX_SEEN ids, newest last.
 */
const SEEN_STORAGE_KEY = 'desk_seen_orders';
const REMINDED_STORAGE_KEY = 'desk_reminded_orders';
const MAX_SEEN = 300;

export function parseSeen(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? value.filter((id): id is number => Number.isInteger(id) && id > 0).slice(-MAX_SEEN)
      : [];
  } catch {
    return [];
  }
}

/** The list with `id` added last (once), trimmed to the newest MAX_SEEN. */
export function withSeen(list: readonly number[], id: number, max = MAX_SEEN): number[] {
  if (list.includes(id)) return [...list];
  return [...list, id].slice(-max);
}

/** One list of order ids of this device, shared by its tabs. */
function deviceOrderList(storageKey: string) {
  const read = (): ReadonlySet<number> => {
    try {
      return new Set(parseSeen(localStorage.getItem(storageKey)));
    } catch {
      return new Set();
    }
  };
  const ids = createSignal<ReadonlySet<number>>(typeof window === 'undefined' ? new Set() : read());

  const add = (id: number): void => {
    const current = ids.get();
    if (current.has(id)) return;
    const next = withSeen([...current], id);
    try {
      localStorage.setItem(storageKey, JSON.stringify(next));
    } catch {
      // Private mode or a full storage: it is remembered for this page's life only.
    }
    ids.set(new Set(next));
  };

  // Another tab of the desk added one.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === storageKey) ids.set(read());
    });
  }
  return { ids, add };
}

const seen = deviceOrderList(SEEN_STORAGE_KEY);
export const seenOrders = seen.ids;
export const markSeen = seen.add;

const reminded = deviceOrderList(REMINDED_STORAGE_KEY);
export const remindedOrders = reminded.ids;
export const markReminded = reminded.add;

/**
 * Highlighted as new until it is opened on this device: a pending order, or one the store accepted by
 * itself as it came in (auto-accept) while nobody has started preparing it.
 */
export function isNewOrder(
  order: Pick<Order, 'id' | 'approval_status' | 'answered_at' | 'created_at' | 'fulfilment_status'>,
  seenIds: ReadonlySet<number>,
): boolean {
  if (seenIds.has(order.id)) return false;
  if (order.approval_status === APPROVAL_STATUS.pending) return true;
  return acceptedOnArrival(order) && order.fulfilment_status === null;
}
