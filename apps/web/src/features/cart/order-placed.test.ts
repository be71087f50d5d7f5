import { describe, expect, it, vi } from 'vitest';
import type { KeyValueStorage } from '@/features/cart/browser-storage.ts';
import { ORDER_PLACED_KEY, orderPlacedFlagSet, parseOrderPlaced } from './order-placed-flag.ts';
import { checkoutEntry, createOrderPlacedStore, isInProgress } from './order-placed.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  const storage: KeyValueStorage = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  };
  return { storage, map };
}

describe('parseOrderPlaced', () => {
  it('reads an order id as the flag of that order', () => {
    expect(parseOrderPlaced('42')).toEqual({ set: true, orderId: 42 });
  });

  it('counts any other non-empty value as set, without an order', () => {
    expect(parseOrderPlaced('true')).toEqual({ set: true, orderId: null });
    expect(parseOrderPlaced('-3')).toEqual({ set: true, orderId: null });
    expect(parseOrderPlaced('1.5')).toEqual({ set: true, orderId: null });
  });

  it('reads missing, empty and false-like values as not set', () => {
    for (const raw of [null, '', ' ', 'false', 'null', 'undefined', '0']) {
      expect(parseOrderPlaced(raw)).toEqual({ set: false });
    }
  });

  it('is read from storage without the rest of the flag’s code', () => {
    expect(orderPlacedFlagSet(memoryStorage({ [ORDER_PLACED_KEY]: '42' }).storage)).toBe(true);
    expect(orderPlacedFlagSet(memoryStorage({ [ORDER_PLACED_KEY]: 'false' }).storage)).toBe(false);
    expect(orderPlacedFlagSet(null)).toBe(false);
  });
});

describe('checkoutEntry (spec §4)', () => {
  it('takes a new order without the flag', () => {
    expect(checkoutEntry({ set: false })).toEqual({ kind: 'new' });
  });

  it('checks the flagged order, which may still be in progress', () => {
    expect(checkoutEntry({ set: true, orderId: 7 })).toEqual({ kind: 'check', orderId: 7 });
  });

  it('leaves when the flag names no order: nothing can be in progress', () => {
    expect(checkoutEntry({ set: true, orderId: null })).toEqual({ kind: 'leave' });
  });

  it('counts only an unanswered order as in progress', () => {
    expect(isInProgress({ approval_status: 1 })).toBe(true);
    expect(isInProgress({ approval_status: 2 })).toBe(false);
    expect(isInProgress({ approval_status: 3 })).toBe(false);
    expect(isInProgress(null)).toBe(false);
  });
});

describe('createOrderPlacedStore', () => {
  it('marks the placed order and reads it back', () => {
    const { storage, map } = memoryStorage();
    const store = createOrderPlacedStore(storage, vi.fn());
    store.mark(15);
    expect(map.get(ORDER_PLACED_KEY)).toBe('15');
    expect(store.read()).toEqual({ set: true, orderId: 15 });
  });

  it('finishIfSet empties the cart and removes the flag only while it is set', () => {
    const clearCart = vi.fn();
    const { storage, map } = memoryStorage({ [ORDER_PLACED_KEY]: 'true' });
    const store = createOrderPlacedStore(storage, clearCart);
    expect(store.finishIfSet()).toBe(true);
    expect(clearCart).toHaveBeenCalledOnce();
    expect(map.has(ORDER_PLACED_KEY)).toBe(false);

    expect(store.finishIfSet()).toBe(false);
    expect(clearCart).toHaveBeenCalledOnce();
  });

  it('finish always empties the cart and removes the flag', () => {
    const clearCart = vi.fn();
    const { storage, map } = memoryStorage({ [ORDER_PLACED_KEY]: '3' });
    const store = createOrderPlacedStore(storage, clearCart);
    store.finish();
    expect(clearCart).toHaveBeenCalledOnce();
    expect(map.has(ORDER_PLACED_KEY)).toBe(false);
    store.remove();
    expect(store.read()).toEqual({ set: false });
  });

  it('works without storage', () => {
    const clearCart = vi.fn();
    const store = createOrderPlacedStore(null, clearCart);
    store.mark(1);
    expect(store.read()).toEqual({ set: false });
    expect(store.finishIfSet()).toBe(false);
  });
});
