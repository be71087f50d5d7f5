import type { Discount, Postcode } from '@food/contract';
import { discountCodeFor, ORDER_TYPE } from '@food/contract/constants';
import { toMinor } from '@food/money';
import { createSignal } from '@/lib/signal.ts';
import { readKey, writeKey, type KeyValueStorage } from './browser-storage.ts';

/** Browser storage keys of the order type and the chosen delivery postcode (spec §3). */
export const ORDER_TYPE_KEY = 'order_type';
export const DELIVERY_POSTCODE_KEY = 'delivery_postcode';
export const DELIVERY_FEE_KEY = 'delivery_fee';
/** The chosen postcode's id, for the order's `delivery_postcode_id` (decisions §5). */
export const DELIVERY_POSTCODE_ID_KEY = 'delivery_postcode_id';

const WATCHED_KEYS = [ORDER_TYPE_KEY, DELIVERY_POSTCODE_KEY, DELIVERY_FEE_KEY, DELIVERY_POSTCODE_ID_KEY];

export type OrderType = 'pickup' | 'delivery';
export type DeliveryChoice = { id: number | null; postcode: string; fee: number };
export type Fulfilment = { orderType: OrderType; delivery: DeliveryChoice | null };

/** The stored order type; missing or anything else reads as pickup (spec §4). */
export function parseOrderType(raw: string | null): OrderType {
  return raw === 'delivery' ? 'delivery' : 'pickup';
}

/** The stored postcode and fee, or null when either is missing or unusable. */
export function parseDeliveryChoice(
  postcode: string | null,
  fee: string | null,
  id: string | null = null,
): DeliveryChoice | null {
  if (!postcode || postcode.trim() === '' || fee === null || fee.trim() === '') return null;
  const amount = Number(fee);
  if (!Number.isFinite(amount) || amount < 0 || amount >= 1e9) return null;
  const postcodeId = Number(id);
  return {
    id: id !== null && Number.isSafeInteger(postcodeId) && postcodeId > 0 ? postcodeId : null,
    postcode: postcode.trim(),
    fee: amount,
  };
}

/** The delivery fee in minor units: 0 for pickup, and 0 while no postcode is saved (spec §9). */
export function deliveryFeeMinor({ orderType, delivery }: Fulfilment): number {
  return orderType === 'delivery' && delivery ? toMinor(delivery.fee) : 0;
}

/** The percent of the DELIVERY_DISCOUNT or PICKUP_DISCOUNT code that applies to the order type. */
export function discountPercentFor(orderType: OrderType, discounts: readonly Discount[] | undefined): number {
  const code = discountCodeFor(ORDER_TYPE[orderType]);
  const value = discounts?.find((discount) => discount.code === code)?.value ?? 0;
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

export function sameFulfilment(a: Fulfilment, b: Fulfilment): boolean {
  return (
    a.orderType === b.orderType &&
    a.delivery?.id === b.delivery?.id &&
    a.delivery?.postcode === b.delivery?.postcode &&
    a.delivery?.fee === b.delivery?.fee
  );
}

/** Pickup or delivery and the delivery postcode, kept in browser storage and shared by every tab. */
export function createFulfilmentStore(storage: KeyValueStorage | null) {
  const read = (): Fulfilment => ({
    orderType: parseOrderType(readKey(storage, ORDER_TYPE_KEY)),
    delivery: parseDeliveryChoice(
      readKey(storage, DELIVERY_POSTCODE_KEY),
      readKey(storage, DELIVERY_FEE_KEY),
      readKey(storage, DELIVERY_POSTCODE_ID_KEY),
    ),
  });
  const state = createSignal<Fulfilment>(read());

  const writeDelivery = (delivery: DeliveryChoice | null) => {
    writeKey(storage, DELIVERY_POSTCODE_KEY, delivery ? delivery.postcode : null);
    writeKey(storage, DELIVERY_FEE_KEY, delivery ? String(delivery.fee) : null);
    writeKey(storage, DELIVERY_POSTCODE_ID_KEY, delivery?.id ? String(delivery.id) : null);
  };

  const update = (next: Fulfilment) => {
    if (!sameFulfilment(next, state.get())) state.set(next);
  };

  return {
    getSnapshot: state.get,
    subscribe: state.subscribe,
    watchedKeys: WATCHED_KEYS,
    /** The menu page stores pickup when the stored order type is missing or invalid (spec §4). */
    ensureStored() {
      const raw = readKey(storage, ORDER_TYPE_KEY);
      if (raw !== 'pickup' && raw !== 'delivery') writeKey(storage, ORDER_TYPE_KEY, 'pickup');
    },
    setOrderType(orderType: OrderType) {
      writeKey(storage, ORDER_TYPE_KEY, orderType);
      update({ ...state.get(), orderType });
    },
    /** Delivery to a postcode of the store: saves the postcode and its fee. */
    chooseDelivery(postcode: Pick<Postcode, 'id' | 'postcode' | 'delivery_fee'>) {
      const delivery = { id: postcode.id, postcode: postcode.postcode, fee: postcode.delivery_fee };
      writeKey(storage, ORDER_TYPE_KEY, 'delivery');
      writeDelivery(delivery);
      update({ orderType: 'delivery', delivery });
    },
    /**
     * Brings the saved postcode in line with the store's current list: a changed fee is updated, a
     * postcode the store no longer delivers to is forgotten.
     */
    syncWithPostcodes(postcodes: readonly Postcode[]) {
      const { delivery } = state.get();
      if (!delivery) return;
      const current =
        postcodes.find((postcode) => delivery.id !== null && postcode.id === delivery.id) ??
        postcodes.find((postcode) => postcode.postcode === delivery.postcode);
      const next = current ? { id: current.id, postcode: current.postcode, fee: current.delivery_fee } : null;
      if (next?.id === delivery.id && next?.postcode === delivery.postcode && next?.fee === delivery.fee)
        return;
      writeDelivery(next);
      update({ ...state.get(), delivery: next });
    },
    /** Picks up a change another tab made. */
    reload: () => update(read()),
  };
}
