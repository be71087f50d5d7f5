import { isAwaitingAnswer } from '@food/contract/constants';
import { browserStorage, readKey, writeKey, type KeyValueStorage } from './browser-storage.ts';
import { ORDER_PLACED_KEY, parseOrderPlaced, type OrderPlacedFlag } from './order-placed-flag.ts';
import { cartStore } from './use-cart.ts';

/**
 * What checkout does when it opens (spec §4): with no flag, take a new order; with the flag of an
 * order, see whether it is still in progress; with a flag that names no order, nothing can be in
 * progress, so clear it and go home.
 */
export type CheckoutEntry = { kind: 'new' } | { kind: 'check'; orderId: number } | { kind: 'leave' };

export function checkoutEntry(flag: OrderPlacedFlag): CheckoutEntry {
  if (!flag.set) return { kind: 'new' };
  return flag.orderId === null ? { kind: 'leave' } : { kind: 'check', orderId: flag.orderId };
}

/** An order is in progress while the restaurant has not answered it (approval_status 1). */
export function isInProgress(order: { approval_status: number } | null | undefined): boolean {
  return order !== null && order !== undefined && isAwaitingAnswer(order);
}

/**
 * The flag in storage. `finish` is the end of a placed order's journey (spec §4: the countdown, Home,
 * the logo, the address page): the cart it was placed from is emptied and the flag removed.
 */
export function createOrderPlacedStore(storage: KeyValueStorage | null, clearCart: () => void) {
  const read = () => parseOrderPlaced(readKey(storage, ORDER_PLACED_KEY));
  return {
    read,
    mark: (orderId: number) => writeKey(storage, ORDER_PLACED_KEY, String(orderId)),
    remove: () => writeKey(storage, ORDER_PLACED_KEY, null),
    /** Empties the cart and removes the flag, if the flag is set; answers whether it was. */
    finishIfSet: (): boolean => {
      if (!read().set) return false;
      clearCart();
      writeKey(storage, ORDER_PLACED_KEY, null);
      return true;
    },
    /** Empties the cart and removes the flag. */
    finish: () => {
      clearCart();
      writeKey(storage, ORDER_PLACED_KEY, null);
    },
  };
}

/**
 * This browser's order-placed flag. Kept with the cart, whose journey it marks: checkout sets it, and
 * "Order again" ends the journey it marks before filling the cart anew.
 */
export const orderPlaced = createOrderPlacedStore(browserStorage(), cartStore.clear);
