import type { Discount, OrderRequestBody, PaymentMethod } from '@food/contract';
import {
  APPROVAL_STATUS,
  discountCodeFor,
  isDelivery,
  NEW_ORDER_STATUS,
  ORDER_TYPE,
} from '@food/contract/constants';
import { fromMinor } from '@food/money';
import type { Cart } from '@/features/cart/cart.ts';
import type { Fulfilment } from '@/features/cart/order-type.ts';
import type { GuestDetails } from './guest-checkout.ts';

type PayloadInput = {
  cart: Cart;
  fulfilment: Fulfilment;
  storeId: number;
  /** The logged-in customer; 0 without one (spec §3). */
  userId: number | null;
  discounts: readonly Discount[] | undefined;
  /** The customer's address the order goes to; the server otherwise takes their latest. */
  addressId: number | null;
  totalMinor: number;
  /** The start of the slot the order is for; null: as soon as possible. */
  scheduledFor?: string | null;
  note?: string;
  paymentMethod?: PaymentMethod;
  /** The code the cart carries, when it applies; the server checks it again. */
  couponCode?: string | null;
  /** Ordering without an account: the guest's details (and a delivery's address). */
  guest?: GuestDetails | null;
  /** The customer ticked "I am 18 or older" for the cart's age limit; the server finds which applies. */
  ageConfirmed?: boolean;
};

/**
 * The order as the spec sends it (§3), plus the delivery postcode and address (decisions §5) and the
 * slot it is for (issue 13) and how it is paid (issue 4/8). The server prices it again from the menu: the prices here only mirror
 * what the customer was shown.
 */
export function buildOrderPayload({
  cart,
  fulfilment,
  storeId,
  userId,
  discounts,
  addressId,
  totalMinor,
  scheduledFor = null,
  note = '',
  paymentMethod = 'cash',
  couponCode = null,
  guest = null,
  ageConfirmed = false,
}: PayloadInput): OrderRequestBody {
  const orderType = ORDER_TYPE[fulfilment.orderType];
  const discountCode = discountCodeFor(orderType);
  return {
    user_id: userId ?? 0,
    discount_id: discounts?.find((discount) => discount.code === discountCode)?.id ?? null,
    note,
    order_type: orderType,
    order_status: NEW_ORDER_STATUS,
    approval_status: APPROVAL_STATUS.pending,
    store_id: storeId,
    items: cart.map((line) => ({
      product_id: line.id,
      variant_id: line.selectedVariant?.id ?? 0,
      quantity: line.quantity,
      option_ids: line.options.map((option) => option.id),
      unit_price: line.displayPrice,
      note: line.note,
    })),
    payment: {
      payment_method: paymentMethod,
      status: 'pending',
      // Cash is paid on collection or at the door, online on the payment page after this: nothing is paid yet.
      paid_at: null,
      order_id: null,
      amount: fromMinor(totalMinor),
    },
    delivery_postcode_id: isDelivery(orderType) ? (fulfilment.delivery?.id ?? null) : null,
    address_id: addressId,
    scheduled_for: scheduledFor,
    ...(couponCode ? { coupon_code: couponCode } : {}),
    ...(ageConfirmed ? { age_confirmed: true } : {}),
    ...(guest
      ? {
          guest: {
            name: guest.name,
            email: guest.email,
            phone: guest.phone,
            ...(isDelivery(orderType) && guest.address ? { address: guest.address } : {}),
          },
        }
      : {}),
  };
}

/** One checkout attempt: its Idempotency-Key and the body it was made for. */
export type Attempt = { key: string; body: string };

/**
 * The attempt a Place Order press belongs to. Pressing again after a failure with the same order is a
 * retry and keeps the key, so the server answers the first order if it had been written after all;
 * a changed order, also one for another time, is a new attempt with a fresh key.
 */
export function attemptFor(previous: Attempt | null, body: string, newKey: () => string): Attempt {
  return previous?.body === body ? previous : { key: newKey(), body };
}

/** A random UUID; `crypto.randomUUID` exists only in secure contexts (https or localhost). */
export function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
