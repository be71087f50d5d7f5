import { useSyncExternalStore } from 'react';
import { createSignal } from '@/lib/signal.ts';
import { browserStorage, readKey, writeKey } from './browser-storage.ts';
import { cartStore } from './use-cart.ts';

/** Browser storage key of the code the customer added in the cart. */
const COUPON_KEY = 'coupon';

const storage = browserStorage();
const code = createSignal<string | null>(readKey(storage, COUPON_KEY));

/** The one code this cart carries to its order (one coupon per order), kept with the cart. */
export const couponCode = {
  get: code.get,
  set: (next: string | null) => {
    writeKey(storage, COUPON_KEY, next);
    code.set(next);
  },
};

// An emptied cart (placed, logged out, cleared) takes its code with it.
cartStore.subscribe(() => {
  if (cartStore.getSnapshot().length === 0 && code.get() !== null) couponCode.set(null);
});

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === COUPON_KEY) code.set(readKey(storage, COUPON_KEY));
  });
}

export function useCouponCode(): string | null {
  return useSyncExternalStore(code.subscribe, code.get, () => null);
}
