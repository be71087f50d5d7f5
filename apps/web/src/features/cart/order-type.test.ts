import type { Discount, Postcode } from '@food/contract';
import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from './browser-storage.ts';
import {
  createFulfilmentStore,
  DELIVERY_FEE_KEY,
  DELIVERY_POSTCODE_ID_KEY,
  DELIVERY_POSTCODE_KEY,
  deliveryFeeMinor,
  discountPercentFor,
  ORDER_TYPE_KEY,
  parseDeliveryChoice,
  parseOrderType,
} from './order-type.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  const storage: KeyValueStorage = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  };
  return { storage, map };
}

const postcode = (id: number, code: string, fee: number): Postcode => ({
  id,
  postcode: code,
  delivery_fee: fee,
  min_order: null,
  free_delivery_over: null,
  store_id: 9,
});

const discount = (code: Discount['code'], value: number): Discount => ({
  id: 1,
  code,
  type: 'percentage',
  value,
  expires_at: '2099-12-31',
  store_id: 9,
});

describe('parseOrderType', () => {
  it('reads pickup or delivery, and pickup for anything else', () => {
    expect(parseOrderType('delivery')).toBe('delivery');
    expect(parseOrderType('pickup')).toBe('pickup');
    for (const raw of [null, '', 'Delivery', '1', '"delivery"', 'collect']) {
      expect(parseOrderType(raw)).toBe('pickup');
    }
  });
});

describe('parseDeliveryChoice', () => {
  it('needs a postcode and a usable fee', () => {
    expect(parseDeliveryChoice('10115', '1.5', '2')).toEqual({ id: 2, postcode: '10115', fee: 1.5 });
    expect(parseDeliveryChoice(' 10115 ', '0')).toEqual({ id: null, postcode: '10115', fee: 0 });
    expect(parseDeliveryChoice('10115', '1.5', 'x')?.id).toBeNull();
    for (const [code, fee] of [
      [null, '1.5'],
      ['', '1.5'],
      ['10115', null],
      ['10115', ''],
      ['10115', 'abc'],
      ['10115', '-1'],
      ['10115', 'Infinity'],
    ] as const) {
      expect(parseDeliveryChoice(code, fee)).toBeNull();
    }
  });
});

describe('deliveryFeeMinor', () => {
  const delivery = { id: 1, postcode: '10115', fee: 2.5 };
  it('charges the saved fee for delivery only', () => {
    expect(deliveryFeeMinor({ orderType: 'delivery', delivery })).toBe(250);
    expect(deliveryFeeMinor({ orderType: 'pickup', delivery })).toBe(0);
    expect(deliveryFeeMinor({ orderType: 'delivery', delivery: null })).toBe(0);
  });
});

describe('discountPercentFor', () => {
  const discounts = [discount('DELIVERY_DISCOUNT', 5), discount('PICKUP_DISCOUNT', 10)];
  it('takes the code of the order type', () => {
    expect(discountPercentFor('delivery', discounts)).toBe(5);
    expect(discountPercentFor('pickup', discounts)).toBe(10);
  });
  it('is 0 without a matching discount', () => {
    expect(discountPercentFor('pickup', [discount('DELIVERY_DISCOUNT', 5)])).toBe(0);
    expect(discountPercentFor('delivery', undefined)).toBe(0);
    expect(discountPercentFor('delivery', [])).toBe(0);
  });
});

describe('createFulfilmentStore', () => {
  it('starts as pickup without a postcode, and stores pickup on request', () => {
    const { storage, map } = memoryStorage({ [ORDER_TYPE_KEY]: 'bogus' });
    const store = createFulfilmentStore(storage);
    expect(store.getSnapshot()).toEqual({ orderType: 'pickup', delivery: null });
    store.ensureStored();
    expect(map.get(ORDER_TYPE_KEY)).toBe('pickup');
  });

  it('leaves a valid stored order type alone', () => {
    const { storage, map } = memoryStorage({ [ORDER_TYPE_KEY]: 'delivery' });
    const store = createFulfilmentStore(storage);
    store.ensureStored();
    expect(map.get(ORDER_TYPE_KEY)).toBe('delivery');
    expect(store.getSnapshot().orderType).toBe('delivery');
  });

  it('saves delivery with the postcode and its fee, and keeps them when switching to pickup', () => {
    const { storage, map } = memoryStorage();
    const store = createFulfilmentStore(storage);
    store.chooseDelivery(postcode(3, '10117', 2));
    expect(Object.fromEntries(map)).toEqual({
      [ORDER_TYPE_KEY]: 'delivery',
      [DELIVERY_POSTCODE_KEY]: '10117',
      [DELIVERY_FEE_KEY]: '2',
      [DELIVERY_POSTCODE_ID_KEY]: '3',
    });
    expect(store.getSnapshot()).toEqual({
      orderType: 'delivery',
      delivery: { id: 3, postcode: '10117', fee: 2 },
    });
    store.setOrderType('pickup');
    expect(map.get(ORDER_TYPE_KEY)).toBe('pickup');
    expect(store.getSnapshot().delivery?.postcode).toBe('10117');
    expect(deliveryFeeMinor(store.getSnapshot())).toBe(0);
  });

  it('follows the store’s postcode list: a new fee is taken, a removed postcode forgotten', () => {
    const { storage, map } = memoryStorage();
    const store = createFulfilmentStore(storage);
    store.chooseDelivery(postcode(3, '10117', 2));
    const before = store.getSnapshot();
    store.syncWithPostcodes([postcode(3, '10117', 2)]);
    expect(store.getSnapshot()).toBe(before);

    store.syncWithPostcodes([postcode(3, '10117', 2.75)]);
    expect(store.getSnapshot().delivery?.fee).toBe(2.75);
    expect(map.get(DELIVERY_FEE_KEY)).toBe('2.75');

    store.syncWithPostcodes([postcode(4, '10178', 2)]);
    expect(store.getSnapshot().delivery).toBeNull();
    expect(map.has(DELIVERY_POSTCODE_KEY)).toBe(false);
  });

  it('reloads what another tab stored', () => {
    const { storage, map } = memoryStorage();
    const store = createFulfilmentStore(storage);
    let notified = 0;
    store.subscribe(() => notified++);
    store.reload();
    expect(notified).toBe(0);
    map.set(ORDER_TYPE_KEY, 'delivery');
    map.set(DELIVERY_POSTCODE_KEY, '13355');
    map.set(DELIVERY_FEE_KEY, '3.5');
    store.reload();
    expect(notified).toBe(1);
    expect(store.getSnapshot()).toEqual({
      orderType: 'delivery',
      delivery: { id: null, postcode: '13355', fee: 3.5 },
    });
  });
});
