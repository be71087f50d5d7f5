import type { Product } from '@food/contract';
import { formatMoney, toMinor, type CurrencySettings } from '@food/money';
import type { IntlShape } from 'react-intl';
import { getIntl } from '@/lib/i18n/language.ts';

/** A simple product's price, or the lowest variant price ("from £8.50" when the variants differ). */
export function priceLabel(
  product: Product,
  money: CurrencySettings,
  intl: IntlShape = getIntl(),
): string | null {
  if (product.type === 'simple') {
    return product.price === null ? null : formatMoney(toMinor(product.price), money);
  }
  const prices = product.variants.map((variant) => toMinor(variant.price));
  if (prices.length === 0) return null;
  const lowest = Math.min(...prices);
  const formatted = formatMoney(lowest, money);
  return prices.every((price) => price === lowest)
    ? formatted
    : intl.formatMessage({ id: 'menu.price.from' }, { price: formatted });
}
