import { createSignal } from '@/lib/signal.ts';

/**
 * The orders opened on this device. A pending order that nobody has opened here yet is highlighted as
 * new, also after a reload; the list is kept in localStorage, newest last, at most MAX_SEEN ids.
 */
const SEEN_STORAGE_KEY = 'desk_seen_orders';
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

function read(): ReadonlySet<number> {
  try {
    return new Set(parseSeen(localStorage.getItem(SEEN_STORAGE_KEY)));
  } catch {
    return new Set();
  }
}

export const seenOrders = createSignal<ReadonlySet<number>>(
  typeof window === 'undefined' ? new Set() : read(),
);

export function markSeen(id: number): void {
  const current = seenOrders.get();
  if (current.has(id)) return;
  const next = withSeen([...current], id);
  try {
    localStorage.setItem(SEEN_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full storage: the highlight ends for this page's life only.
  }
  seenOrders.set(new Set(next));
}

// Another tab of the desk opened an order.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SEEN_STORAGE_KEY) seenOrders.set(read());
  });
}
