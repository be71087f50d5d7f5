import type { Category, Order, Store, StoreSettings, Tax } from '@food/contract';
import { APPROVAL_STATUS, NEW_ORDER_STATUS, ORDER_TYPE } from '@food/contract/constants';

/** The demo store the storefront serves (STORE_ID 9 without a page bootstrap). */
export const store: Store = {
  id: 9,
  name: 'Zum Goldenen Hirsch',
  address: 'Hauptstraße 1, 10115 Berlin',
  country: 'Germany',
  timezone: 'Europe/Berlin',
  currency: 'EUR',
  locale: 'en-GB',
  phone: '030 12345678',
  store_hours: [],
  paused: false,
  paused_until: null,
  next_open_at: null,
  closed_reason: null,
  min_order: null,
  preorder_days: 7,
  default_language: 'en',
  payment_methods: ['cash'],
  guest_checkout: true,
};

/**
 * A pending pickup order of one pretzel, paid in cash; any field overridden. Its number is 10 below its
 * id unless given, so that no test can take the one for the other.
 */
export function order(overrides: Partial<Order> & { number?: number } = {}): Order & { number: number } {
  return {
    id: 12,
    number: (overrides.id ?? 12) - 10,
    store_id: 9,
    user_id: 5,
    order_type: ORDER_TYPE.pickup,
    order_status: NEW_ORDER_STATUS,
    approval_status: APPROVAL_STATUS.pending,
    fulfilment_status: null,
    note: null,
    currency: 'EUR',
    subtotal: 11.8,
    discount: 0,
    discount_percent: 0,
    discount_id: null,
    delivery_fee: 0,
    coupon: null,
    total: 11.8,
    vat: [{ rate: 7, gross: 11.8, net: 11.03, vat: 0.77 }],
    delivery_postcode_id: null,
    delivery_postcode: null,
    customer_name: 'Erika Mustermann',
    phone: '+49 30 1234567',
    guest_email: null,
    address: null,
    items: [
      {
        id: 1,
        product_id: 1,
        variant_id: null,
        product_name: 'Brezel with Obatzda',
        variant_name: null,
        quantity: 2,
        options: [],
        unit_price: 5.9,
        line_total: 11.8,
        tax_rate: 7,
        tax_included: 0.77,
        note: null,
      },
    ],
    payment: {
      payment_method: 'cash',
      status: 'pending',
      amount: 11.8,
      refunded_amount: 0,
      paid_at: null,
      checkout_url: null,
      refunds: [],
    },
    answer_deadline: null,
    answered_at: null,
    ready_at: null,
    scheduled_for: null,
    reject_reason_code: null,
    reject_reason: null,
    age_limit: null,
    sold_out_product_ids: [],
    created_at: '2026-06-10T16:00:00.000Z',
    updated_at: '2026-06-10T16:00:00.000Z',
    ...overrides,
  };
}

/** The demo store's settings: taking orders, nothing automatic; any field overridden. */
export function storeSettings(overrides: Partial<StoreSettings> = {}): StoreSettings {
  return {
    store_id: 9,
    order_timeout_minutes: 10,
    paused: false,
    paused_at: null,
    paused_until: null,
    pause_reason: null,
    min_order: null,
    preorder_days: 7,
    slot_minutes: 15,
    capacity_per_slot: { pickup: null, delivery: null },
    open_orders_per_customer: 3,
    prep_minutes: 20,
    auto_accept: false,
    default_language: 'en',
    phone: '030 12345678',
    payment_methods: ['cash'],
    online_payment_configured: false,
    daily_summary_email: false,
    guest_checkout: true,
    ...overrides,
  };
}

/** The demo store's reduced tax rate, the one its categories charge. */
export const reducedTax: Tax = { id: 1, name: 'Reduced rate', percentage: 7, description: '', store_id: 9 };

/** An active category of the demo store with the reduced tax rate. */
export const category = (id: number, name: string): Category => ({
  id,
  name,
  description: '',
  image_url: null,
  isActive: true,
  store_id: 9,
  tax_id: 1,
  tax: { id: 1, name: 'Reduced rate', percentage: 7 },
});
