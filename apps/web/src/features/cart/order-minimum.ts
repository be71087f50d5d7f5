import type { Postcode, Store } from '@food/contract';
import { toMinor } from '@food/money';
import type { IntlShape } from 'react-intl';
import { getIntl } from '@/lib/i18n/language.ts';
import type { Fulfilment } from './order-type.ts';

/** What the order type asks of the cart, in minor units; null: nothing. */
export type OrderTerms = { minOrderMinor: number | null; freeDeliveryOverMinor: number | null };

const minor = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? null : toMinor(amount);

/** The chosen delivery postcode as the store lists it now, by id, else by its text. */
function chosenPostcode(fulfilment: Fulfilment, postcodes: readonly Postcode[] | undefined) {
  const { delivery } = fulfilment;
  if (!delivery || !postcodes) return undefined;
  return (
    postcodes.find((postcode) => delivery.id !== null && postcode.id === delivery.id) ??
    postcodes.find((postcode) => postcode.postcode === delivery.postcode)
  );
}

/**
 * Pickup: the store's minimum order. Delivery: the chosen postcode's minimum and free-delivery
 * threshold (none until a postcode is chosen).
 */
export function orderTerms(
  fulfilment: Fulfilment,
  store: Pick<Store, 'min_order'> | undefined,
  postcodes: readonly Postcode[] | undefined,
): OrderTerms {
  if (fulfilment.orderType === 'pickup') {
    return { minOrderMinor: minor(store?.min_order), freeDeliveryOverMinor: null };
  }
  const postcode = chosenPostcode(fulfilment, postcodes);
  return {
    minOrderMinor: minor(postcode?.min_order),
    freeDeliveryOverMinor: minor(postcode?.free_delivery_over),
  };
}

/** How much the subtotal falls short of the minimum order; 0 when it reaches it or there is none. */
export function missingForMinimumMinor(subtotalMinor: number, terms: OrderTerms): number {
  return terms.minOrderMinor === null ? 0 : Math.max(0, terms.minOrderMinor - subtotalMinor);
}

export const minimumOrderText = (missing: string, intl: IntlShape = getIntl()) =>
  intl.formatMessage({ id: 'cart.minimum.add_more' }, { missing });

export const freeDeliveryText = (threshold: string, intl: IntlShape = getIntl()) =>
  intl.formatMessage({ id: 'cart.free_delivery_from' }, { threshold });

/** What a delivery fee reads as where it is shown: no fee is "Free delivery". */
export const freeDeliveryLabel = (intl: IntlShape = getIntl()) =>
  intl.formatMessage({ id: 'cart.free_delivery' });
