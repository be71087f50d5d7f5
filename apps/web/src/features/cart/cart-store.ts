import { createSignal } from '@/lib/signal.ts';
import { readKey, writeKey, type KeyValueStorage } from './browser-storage.ts';
import {
  addToCart,
  removeLine,
  removeProduct,
  setLineNote,
  setLineQuantity,
  type CartLine,
  type LineKey,
} from './cart.ts';
import { parseCart, serializeCart } from './stored-cart.ts';

/** Browser storage key of the cart (spec §3). */
export const CART_KEY = 'cart';

/**
 * The cart of this browser: loaded from storage once, saved on every change, and reloaded when
 * another tab changes it (`reload`, called on the storage event).
 */
export function createCartStore(storage: KeyValueStorage | null) {
  let stored = readKey(storage, CART_KEY);
  const cart = createSignal<readonly CartLine[]>(parseCart(stored));

  const commit = (next: readonly CartLine[]) => {
    stored = serializeCart(next);
    writeKey(storage, CART_KEY, stored);
    cart.set(next);
  };

  return {
    getSnapshot: cart.get,
    subscribe: cart.subscribe,
    add: (line: CartLine) => commit(addToCart(cart.get(), line)),
    /** Adds several lines in one change. */
    addAll: (lines: CartLine[]) => commit(lines.reduce<CartLine[]>(addToCart, [...cart.get()])),
    /** Any other change made in one step (the variant modal's submit). */
    apply: (change: (current: readonly CartLine[]) => readonly CartLine[]) => {
      const next = change(cart.get());
      if (next !== cart.get()) commit(next);
    },
    setQuantity: (key: LineKey, quantity: number) => commit(setLineQuantity(cart.get(), key, quantity)),
    setNote: (key: LineKey, note: string) => commit(setLineNote(cart.get(), key, note)),
    remove: (key: LineKey) => commit(removeLine(cart.get(), key)),
    removeProduct: (productId: number) => commit(removeProduct(cart.get(), productId)),
    /** Empties the cart and its storage (spec §4). */
    clear: () => {
      stored = null;
      writeKey(storage, CART_KEY, null);
      cart.set([]);
    },
    /** Picks up a change another tab made to the stored cart. */
    reload: () => {
      const raw = readKey(storage, CART_KEY);
      if (raw === stored) return;
      stored = raw;
      cart.set(parseCart(raw));
    },
  };
}
