import { readKey, type KeyValueStorage } from './browser-storage.ts';

/**
 * The order-placed flag (spec §3 and §4), in browser storage under `order_placed`. It is set once an
 * order has been placed from the current cart, and holds that order's id, so that checkout can tell
 * whether the order is still in progress after a reload. Any other non-empty value (an older
 * version's "true") counts as set, without an order.
 */
export const ORDER_PLACED_KEY = 'order_placed';

export type OrderPlacedFlag = { set: false } | { set: true; orderId: number | null };

const NOT_SET = new Set(['', 'false', 'null', 'undefined', '0']);

export function parseOrderPlaced(raw: string | null): OrderPlacedFlag {
  if (raw === null || NOT_SET.has(raw.trim())) return { set: false };
  const id = Number(raw);
  return { set: true, orderId: Number.isSafeInteger(id) && id > 0 ? id : null };
}

/** Whether this browser holds the flag: read by the first script without the flag's other code. */
export const orderPlacedFlagSet = (storage: KeyValueStorage | null): boolean =>
  parseOrderPlaced(readKey(storage, ORDER_PLACED_KEY)).set;
