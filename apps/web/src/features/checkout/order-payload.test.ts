import type { Discount, Product } from '@food/contract';
import { describe, expect, it } from 'vitest';
import { cartTotals, createCartLine } from '@/features/cart/cart.ts';
import type { Fulfilment } from '@/features/cart/order-type.ts';
import { attemptFor, buildOrderPayload, randomKey } from './order-payload.ts';

const tax = { id: 1, name: 'Reduced', percentage: 7 };
const base: Product = {
  id: 1,
  name: 'Brezel',
  item_code: 'ST-01',
  description: '',
  price: 5.9,
  category_id: 1,
  tax_id: 1,
  type: 'simple',
  isActive: true,
  image_url: null,
  store_id: 9,
  category: { id: 1, name: 'Starters', tax },
  tax,
  variants: [],
  option_groups: [],
  allergens: [],
  dietary: [],
  age_limit: null,
  sold_out: false,
  sold_out_until: null,
};
const schnitzel: Product = {
  ...base,
  id: 2,
  name: 'Schnitzel',
  type: 'variable',
  price: null,
  variants: [{ id: 9, name: 'Large', price: 19.9, description: '' }],
};
const cart = [
  createCartLine(base, null, 2),
  createCartLine(schnitzel, { id: 9, name: 'Large', price: 19.9 }, 1),
];
const discounts: Discount[] = [
  { id: 4, code: 'DELIVERY_DISCOUNT', type: 'percentage', value: 10, expires_at: '2099-12-31', store_id: 9 },
  { id: 5, code: 'PICKUP_DISCOUNT', type: 'percentage', value: 5, expires_at: '2099-12-31', store_id: 9 },
];
const delivery: Fulfilment = { orderType: 'delivery', delivery: { id: 12, postcode: '10115', fee: 2.5 } };
const pickup: Fulfilment = { orderType: 'pickup', delivery: { id: 12, postcode: '10115', fee: 2.5 } };

describe('buildOrderPayload', () => {
  it('sends the spec’s order with the delivery postcode and address', () => {
    const totals = cartTotals(cart, { discountPercent: 10, deliveryFeeMinor: 250 });
    const payload = buildOrderPayload({
      cart,
      fulfilment: delivery,
      storeId: 9,
      userId: 31,
      discounts,
      addressId: 8,
      totalMinor: totals.totalMinor,
    });
    expect(payload).toEqual({
      user_id: 31,
      discount_id: 4,
      note: '',
      order_type: 1,
      order_status: 1,
      approval_status: 1,
      store_id: 9,
      items: [
        { product_id: 1, variant_id: 0, quantity: 2, option_ids: [], unit_price: 5.9, note: '' },
        { product_id: 2, variant_id: 9, quantity: 1, option_ids: [], unit_price: 19.9, note: '' },
      ],
      payment: { payment_method: 'cash', status: 'pending', paid_at: null, order_id: null, amount: 31.03 },
      delivery_postcode_id: 12,
      address_id: 8,
      scheduled_for: null,
    });
  });

  it('sends the start of the chosen slot as scheduled_for', () => {
    const payload = buildOrderPayload({
      cart,
      fulfilment: pickup,
      storeId: 9,
      userId: 31,
      discounts,
      addressId: null,
      totalMinor: 3000,
      scheduledFor: '2026-06-16T17:30:00.000Z',
    });
    expect(payload.scheduled_for).toBe('2026-06-16T17:30:00.000Z');
  });

  it('sends pickup as order type 2, without a postcode, with the pickup discount', () => {
    const payload = buildOrderPayload({
      cart,
      fulfilment: pickup,
      storeId: 9,
      userId: null,
      discounts,
      addressId: null,
      totalMinor: 3000,
    });
    expect(payload).toMatchObject({
      user_id: 0,
      discount_id: 5,
      order_type: 2,
      delivery_postcode_id: null,
      address_id: null,
      payment: { amount: 30 },
    });
  });

  it('sends each line’s chosen options, with the unit price that includes them', () => {
    const available = { sold_out: false, sold_out_until: null };
    const sauce = { id: 31, name: 'Tomato', price: 0, group: 'Sauce', ...available };
    const olives = { id: 42, name: 'Olives', price: 1, group: 'Toppings', ...available };
    const payload = buildOrderPayload({
      cart: [
        createCartLine(base, null, 1, { options: [sauce, olives] }),
        createCartLine(base, null, 2, { options: [sauce] }),
      ],
      fulfilment: pickup,
      storeId: 9,
      userId: 1,
      discounts,
      addressId: null,
      totalMinor: 0,
    });
    expect(payload.items.map((item) => [item.option_ids, item.unit_price, item.quantity])).toEqual([
      [[31, 42], 6.9, 1],
      [[31], 5.9, 2],
    ]);
  });

  it('sends no discount id when the store has none for the order type', () => {
    const payload = buildOrderPayload({
      cart,
      fulfilment: delivery,
      storeId: 9,
      userId: 1,
      discounts: undefined,
      addressId: null,
      totalMinor: 0,
    });
    expect(payload.discount_id).toBeNull();
  });
});

describe('attemptFor (Idempotency-Key)', () => {
  let counter = 0;
  const newKey = () => `key-${++counter}`;

  it('starts a new attempt with a fresh key', () => {
    expect(attemptFor(null, '{"a":1}', newKey)).toEqual({ key: 'key-1', body: '{"a":1}' });
  });

  it('keeps the key for a retry of the same order', () => {
    const first = attemptFor(null, '{"a":1}', newKey);
    expect(attemptFor(first, '{"a":1}', newKey)).toBe(first);
  });

  it('takes a fresh key once the order changed', () => {
    const first = attemptFor(null, '{"a":1}', newKey);
    const second = attemptFor(first, '{"a":2}', newKey);
    expect(second.key).not.toBe(first.key);
    expect(second.body).toBe('{"a":2}');
  });

  it('takes a fresh key for the same cart ordered for another slot', () => {
    const order = (scheduledFor: string | null) =>
      JSON.stringify(
        buildOrderPayload({
          cart,
          fulfilment: pickup,
          storeId: 9,
          userId: 31,
          discounts,
          addressId: null,
          totalMinor: 3000,
          scheduledFor,
        }),
      );
    const asap = attemptFor(null, order(null), newKey);
    const later = attemptFor(asap, order('2026-06-10T17:45:00.000Z'), newKey);
    expect(later.key).not.toBe(asap.key);
    expect(attemptFor(later, order('2026-06-10T17:45:00.000Z'), newKey)).toBe(later);
  });

  it('makes UUIDs', () => {
    expect(randomKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(randomKey()).not.toBe(randomKey());
  });
});
