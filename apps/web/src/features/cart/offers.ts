import type { Discount, Postcode } from '@food/contract';
import { toMinor } from '@food/money';
import type { IntlShape } from 'react-intl';
import { getIntl } from '@/lib/i18n/language.ts';
import { discountPercentFor, type OrderType } from './order-type.ts';

/** The discount a total includes, as the cart bar explains it: "10% pickup discount". */
export function discountText(percent: number, orderType: OrderType, intl: IntlShape = getIntl()): string {
  return intl.formatMessage(
    { id: orderType === 'pickup' ? 'cart.discount.pickup' : 'cart.discount.delivery' },
    { percent },
  );
}

/**
 * The delivery minimum the menu can promise: one amount when every postcode asks for the same, the
 * lowest ("from") when they differ; none while any postcode has none or there are no postcodes.
 */
function deliveryMinimum(postcodes: readonly Postcode[]): { minor: number; from: boolean } | null {
  const minimums = postcodes.map((postcode) => postcode.min_order);
  if (minimums.length === 0 || minimums.some((minimum) => minimum === null)) return null;
  const minors = minimums.map((minimum) => toMinor(minimum ?? 0));
  const lowest = Math.min(...minors);
  return { minor: lowest, from: minors.some((minor) => minor !== lowest) };
}

/**
 * What the menu advertises of the store's terms (issue 15): its pickup and delivery discounts and its
 * minimum orders, e.g. ["10% off pickup", "Minimum order £15.00 for delivery"]. `format` writes minor
 * units in the store's currency.
 */
export function offerTexts(
  terms: {
    discounts: readonly Discount[];
    pickupMinimum: number | null;
    postcodes: readonly Postcode[];
  },
  format: (minor: number) => string,
  intl: IntlShape = getIntl(),
): string[] {
  const texts: string[] = [];
  const pickup = discountPercentFor('pickup', terms.discounts);
  const delivery = discountPercentFor('delivery', terms.discounts);
  if (pickup > 0) texts.push(intl.formatMessage({ id: 'cart.offer.pickup_off' }, { percent: pickup }));
  if (delivery > 0 && terms.postcodes.length > 0) {
    texts.push(intl.formatMessage({ id: 'cart.offer.delivery_off' }, { percent: delivery }));
  }
  if (terms.pickupMinimum !== null) {
    const amount = format(toMinor(terms.pickupMinimum));
    texts.push(intl.formatMessage({ id: 'cart.offer.pickup_minimum' }, { amount }));
  }
  const minimum = deliveryMinimum(terms.postcodes);
  if (minimum) {
    texts.push(
      intl.formatMessage(
        { id: minimum.from ? 'cart.offer.delivery_minimum_from' : 'cart.offer.delivery_minimum' },
        { amount: format(minimum.minor) },
      ),
    );
  }
  return texts;
}
