import { browserStorage, readKey, writeKey } from '@/features/cart/browser-storage.ts';

/** Browser storage of the keys of orders placed here as a guest: { [order id]: key }. */
const GUEST_ORDERS_KEY = 'guest-orders';
/** Enough for a guest's recent orders; the oldest go first. */
const KEPT = 20;

function all(): Record<string, string> {
  try {
    return JSON.parse(readKey(browserStorage(), GUEST_ORDERS_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/** The private keys that open a guest's orders without an account (the status link's `?key=`). */
export const guestKeys = {
  get: (orderId: number): string | null => all()[orderId] ?? null,
  /** Whether this browser placed an order as a guest (and keeps its key). */
  any: (): boolean => Object.keys(all()).length > 0,
  save: (orderId: number, key: string) => {
    const entries = Object.entries({ ...all(), [orderId]: key }).slice(-KEPT);
    writeKey(browserStorage(), GUEST_ORDERS_KEY, JSON.stringify(Object.fromEntries(entries)));
  },
};

/** The `key` query of an order's calls, when this browser placed it as a guest. */
export function guestKeyQuery(orderId: number): { key: string } | undefined {
  const key = guestKeys.get(orderId);
  return key ? { key } : undefined;
}
