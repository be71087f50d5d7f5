import { useSyncExternalStore } from 'react';
import { onLogout } from '@/features/auth/session.ts';
import { browserStorage } from './browser-storage.ts';
import { CART_KEY, createCartStore } from './cart-store.ts';
import { createFulfilmentStore, sameFulfilment } from './order-type.ts';

/** This tab's cart and order type, both kept in browser storage. */
export const cartStore = createCartStore(browserStorage());
export const fulfilmentStore = createFulfilmentStore(browserStorage());

/**
 * What hydrating the server's menu page starts from: what the server rendered (nobody's cart, pickup),
 * or this browser's own when it is the same, so that nothing renders a second time.
 */
function asServerRendered<T>(client: () => T, server: T, same: (a: T, b: T) => boolean) {
  return () => {
    const value = client();
    return same(value, server) ? value : server;
  };
}
const serverCart = asServerRendered(
  cartStore.getSnapshot,
  createCartStore(null).getSnapshot(),
  (a, b) => a.length === b.length,
);
const serverFulfilment = asServerRendered(
  fulfilmentStore.getSnapshot,
  createFulfilmentStore(null).getSnapshot(),
  sameFulfilment,
);

const fulfilmentKeys = new Set(fulfilmentStore.watchedKeys);

// Logging out empties the cart, in memory and in storage (spec §4).
onLogout(cartStore.clear);

// Another tab changed the storage: the storage event fires in every other tab of the site
// (a null key means that tab cleared the whole storage).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === CART_KEY) cartStore.reload();
    if (event.key === null || fulfilmentKeys.has(event.key)) fulfilmentStore.reload();
  });
}

/** The cart's lines, re-rendering on every change in this tab or another. */
export function useCart() {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, serverCart);
}

/** Pickup or delivery and the saved delivery postcode. */
export function useFulfilment() {
  return useSyncExternalStore(fulfilmentStore.subscribe, fulfilmentStore.getSnapshot, serverFulfilment);
}
