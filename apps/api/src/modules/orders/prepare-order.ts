import {
  APPROVAL_STATUS,
  NEW_ORDER_STATUS,
  ORDER_TYPE,
  type Language,
  type OrderRequest,
} from '@food/contract';
import { formatLocale } from '@food/i18n';
import { formatMoney } from '@food/money';
import type { Database } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { storeDefaultLanguage, type AskedLanguage } from '../../lib/reader-language.ts';
import { findOrderAddress, type AddressRow } from '../addresses/service.ts';
import type { AuthUser } from '../auth/service.ts';
import { findDeliveryPostcode } from '../postcodes/service.ts';
import { planOrderSlot, type OrderSlot } from './slots.ts';
import { offeredPaymentMethods, type StoreDay } from '../stores/service.ts';
import { type NewItemValues, type NewOrderValues, type NewPaymentValues } from './orders-repository.ts';
import { priceOrder } from './pricing.ts';
import { priceWithCoupon } from './order-coupon.ts';
import type { OrderCoupon } from '../coupons/service.ts';
import { CHECKOUT_MINUTES, minimumChargeMinor, type OnlinePayments } from '../payments/service.ts';
import type { StoreTermsCache } from './store-terms.ts';

import { pricedItems, type PricedLine } from './price-lines.ts';

async function deliveryPostcode(db: Database, storeId: number, input: OrderRequest) {
  if (input.order_type !== ORDER_TYPE.delivery) return null;
  const id = input.delivery_postcode_id;
  const postcode = id ? await findDeliveryPostcode(db, storeId, id) : undefined;
  if (!postcode) {
    throw fieldError('postcode_not_delivered', 'delivery_postcode_id');
  }
  return postcode;
}

/** Who places the order: a logged-in customer, or a guest with the contact they gave. */
export type OrderCustomer =
  { kind: 'account'; user: AuthUser } | { kind: 'guest'; guest: NonNullable<OrderRequest['guest']> };

/** What an order keeps of where it goes and who to call, as the address book's rows name it. */
type ShipTo = Pick<AddressRow, 'customerName' | 'phone' | 'line1' | 'area' | 'city' | 'zip' | 'country'> & {
  id: number | null;
};

/** A guest's contact, with their delivery address for a delivery (else 422 `address_required`). */
function guestAddress(guest: NonNullable<OrderRequest['guest']>, input: OrderRequest): ShipTo {
  const delivery = input.order_type === ORDER_TYPE.delivery;
  if (delivery && !guest.address) throw fieldError('address_required', 'guest.address');
  return {
    id: null,
    customerName: guest.name,
    phone: guest.phone,
    line1: guest.address?.line1 ?? '',
    area: guest.address?.area ?? null,
    city: guest.address?.city ?? '',
    // The delivery postcode's, once it is known (below).
    zip: '',
    country: guest.address?.country ?? '',
  };
}

/**
 * The address named by the order, else the customer's latest; a delivery needs one. A pickup naming none
 * only needs it for a name or phone number the customer's account lacks: not read otherwise.
 */
async function orderAddress(
  db: Database,
  customer: OrderCustomer,
  input: OrderRequest,
): Promise<ShipTo | null> {
  if (customer.kind === 'guest') return guestAddress(customer.guest, input);
  const { user } = customer;
  if (input.order_type !== ORDER_TYPE.delivery && !input.address_id && user.customerName && user.phone) {
    return null;
  }
  const address = await findOrderAddress(db, user.id, input.address_id);
  if (!address && input.address_id) {
    throw fieldError('address_not_yours', 'address_id');
  }
  if (!address && input.order_type === ORDER_TYPE.delivery) {
    throw fieldError('address_required', 'address_id');
  }
  return address ?? null;
}

/** A subtotal (before the discount) below the pickup or postcode minimum is refused with what is missing. */
function checkMinimum(
  subtotalMinor: number,
  minimumMinor: number | null,
  money: { currency: string; locale: string },
) {
  if (minimumMinor === null || subtotalMinor >= minimumMinor) return;
  // Written in the reader's language in the store's region, as the web shows money ("en-DE": "€12.50").
  const amount = (minor: number) => (language: Language) =>
    formatMoney(minor, { currency: money.currency, locale: formatLocale(language, money.locale) });
  throw fieldError('order_below_minimum', 'items', {
    minimum: amount(minimumMinor),
    missing: amount(minimumMinor - subtotalMinor),
  });
}

/**
 * No checkout for nothing or for less than the provider charges (a coupon larger than the goods):
 * refused with the least online payment takes, the customer offered cash instead.
 */
function checkOnlineAmount(totalMinor: number, money: { currency: string; locale: string }) {
  const minimumMinor = minimumChargeMinor(money.currency);
  if (totalMinor >= minimumMinor) return;
  throw fieldError('online_payment_below_minimum', 'payment.payment_method', {
    minimum: (language: Language) =>
      formatMoney(minimumMinor, { currency: money.currency, locale: formatLocale(language, money.locale) }),
  });
}

/** What the order's reads found, in the order a customer should hear of problems; the first failure wins. */
async function firstProblem<T extends unknown[]>(reads: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(reads);
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as T;
}

/** An order checked and priced from the database, ready to be written. */
export interface PreparedOrder {
  day: StoreDay;
  slot: OrderSlot;
  values: NewOrderValues;
  items: NewItemValues[];
  payment: NewPaymentValues;
  /** The coupon the order names, its redemptions still to be counted in the order's transaction. */
  coupon: OrderCoupon | null;
}

/**
 * How the order arrives: paid in cash, on the desk at once (accepted at once with auto-accept); paid
 * online, awaiting its payment, with no deadline and no number until the checkout completes.
 */
function arrivalOf(store: StoreDay['store'], online: boolean, scheduledFor: Date | null, now: Date) {
  if (online)
    return { approvalStatus: APPROVAL_STATUS.pending, answeredAt: null, readyAt: null, answerDeadline: null };
  return store.autoAccept
    ? {
        approvalStatus: APPROVAL_STATUS.accepted,
        answeredAt: now,
        readyAt: scheduledFor ?? new Date(now.getTime() + store.prepMinutes * 60_000),
        answerDeadline: null,
      }
    : {
        approvalStatus: APPROVAL_STATUS.pending,
        answeredAt: null,
        readyAt: null,
        answerDeadline: new Date(now.getTime() + store.orderTimeoutMinutes * 60_000),
      };
}

/**
 * Checks and prices the order from the database, before its transaction: the reads run side by side on
 * the pool, and the transaction only claims the slot and writes. With auto-accept the order is written
 * accepted, ready at its slot or after the store's preparation time.
 */
export async function prepareOrder(
  {
    db,
    storeTerms,
    onlinePayments,
  }: { db: Database; storeTerms: StoreTermsCache; onlinePayments: OnlinePayments | null },
  customer: OrderCustomer,
  input: OrderRequest,
  language: AskedLanguage,
  now: Date,
): Promise<PreparedOrder> {
  const user = customer.kind === 'account' ? customer.user : null;
  const [terms, cart] = await Promise.allSettled([
    storeTerms.read(db, input.store_id, now),
    firstProblem<[PricedLine[], Awaited<ReturnType<typeof deliveryPostcode>>, ShipTo | null]>([
      pricedItems(db, input.store_id, input.items, now),
      deliveryPostcode(db, input.store_id, input),
      orderAddress(db, customer, input),
    ]),
  ]);
  if (terms.status === 'rejected') throw terms.reason;
  const { day, discounts } = terms.value;
  const { store } = day;
  if (!user && !store.guestCheckout) throw new AppError('guest_checkout_off');
  // First, so that a closed store says so before anything about the cart.
  const slot = planOrderSlot(day, input.scheduled_for, now);
  if (cart.status === 'rejected') throw cart.reason;
  const method = input.payment.payment_method;
  if (!offeredPaymentMethods(store, onlinePayments !== null).includes(method)) {
    throw fieldError('payment_method_not_offered', 'payment.payment_method');
  }
  const online = method === 'online';
  const [lines, postcode, address] = cart.value;
  // The age that applies is the menu's, whatever the client thought.
  const ageLimit = lines.reduce<PricedLine['ageLimit']>(
    (highest, line) => (line.ageLimit !== null && line.ageLimit > (highest ?? 0) ? line.ageLimit : highest),
    null,
  );
  if (ageLimit !== null && !input.age_confirmed) {
    throw fieldError('age_confirmation_required', 'age_confirmed', { age: ageLimit });
  }
  const languages = { customer: language(store), kitchen: storeDefaultLanguage(store) };
  const price = priceOrder({
    orderType: input.order_type,
    lines,
    discounts,
    deliveryFeeMinor: postcode?.deliveryFeeMinor ?? 0,
    freeDeliveryOverMinor: postcode?.freeDeliveryOverMinor ?? null,
  });
  checkMinimum(price.subtotalMinor, postcode ? postcode.minOrderMinor : store.minOrderMinor, store);
  const withCoupon = await priceWithCoupon(db, store, input.coupon_code, input.order_type, price, now);
  if (online) checkOnlineAmount(withCoupon.price.totalMinor, store);
  const scheduledFor = slot.scheduled ? slot.slot.start : null;
  // A pickup goes to no address: it keeps only the customer's name and phone, from their account.
  const shipTo = input.order_type === ORDER_TYPE.delivery ? address : null;
  return {
    day,
    slot,
    coupon: withCoupon.coupon,
    items: lines.map((line) => line.copy(languages)),
    payment: {
      paymentMethod: method,
      status: 'pending',
      amountMinor: withCoupon.price.totalMinor,
      refundedMinor: 0,
      paidAt: null,
      checkoutId: null,
      checkoutUrl: null,
      checkoutExpiresAt: online ? new Date(now.getTime() + CHECKOUT_MINUTES * 60_000) : null,
      providerPaymentId: null,
      clientAddress: null,
    },
    values: {
      storeId: store.id,
      userId: user?.id ?? null,
      guestEmail: customer.kind === 'guest' ? customer.guest.email : null,
      orderType: input.order_type,
      orderStatus: NEW_ORDER_STATUS,
      fulfilmentStatus: null,
      note: input.note,
      language: languages.customer,
      currency: store.currency,
      subtotalMinor: price.subtotalMinor,
      discountMinor: price.discountMinor,
      discountPercent: price.discountPercent,
      discountId: price.discountId,
      ...withCoupon.price,
      deliveryPostcodeId: postcode?.id ?? null,
      deliveryPostcode: postcode?.postcode ?? null,
      addressId: shipTo?.id ?? null,
      customerName: shipTo?.customerName || user?.customerName || (address?.customerName ?? ''),
      phone: shipTo?.phone || user?.phone || (address?.phone ?? ''),
      addressLine1: shipTo?.line1 ?? null,
      addressArea: shipTo?.area ?? null,
      addressCity: shipTo?.city ?? null,
      // The postcode the order is delivered to and priced for, whatever the saved address held.
      addressZip: shipTo ? (postcode?.postcode ?? shipTo.zip) : null,
      addressCountry: shipTo?.country ?? null,
      scheduledFor,
      slotStart: slot.slot.start,
      rejectReasonCode: null,
      rejectReason: null,
      ageLimit,
      soldOutProductIds: [],
      timedOut: false,
      deskAlertedAt: null,
      ...arrivalOf(store, online, scheduledFor, now),
      createdAt: now,
    },
  };
}
