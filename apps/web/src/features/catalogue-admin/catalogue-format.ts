import type { Product, TaxRef } from '@food/contract';
import type { IntlShape } from 'react-intl';

/** Category descriptions in the table: 20 characters, then "..." (spec §9). */
const DESCRIPTION_PREVIEW_LENGTH = 20;

export function truncateText(text: string, length = DESCRIPTION_PREVIEW_LENGTH): string {
  const characters = Array.from(text.trim());
  return characters.length > length ? `${characters.slice(0, length).join('')}...` : characters.join('');
}

/** "Standard VAT (19 %)" */
export function taxLabel(intl: IntlShape, tax: Pick<TaxRef, 'name' | 'percentage'>): string {
  return intl.formatMessage(
    { id: 'catalogue.tax.label' },
    { name: tax.name, percentage: intl.formatNumber(tax.percentage, { maximumFractionDigits: 2 }) },
  );
}

export type PriceSummary = { price: string; detail?: string };

/** A product's price in the list: its own price, or "from" its cheapest variant and how many there are. */
export function priceSummary(
  intl: IntlShape,
  product: Pick<Product, 'type' | 'price' | 'variants'>,
  format: (amount: number) => string,
): PriceSummary {
  const none = intl.formatMessage({ id: 'catalogue.none' });
  if (product.type === 'simple') return { price: product.price === null ? none : format(product.price) };
  const count = product.variants.length;
  if (count === 0) return { price: none, detail: intl.formatMessage({ id: 'catalogue.price.noVariants' }) };
  const lowest = Math.min(...product.variants.map((variant) => variant.price));
  return {
    price: intl.formatMessage({ id: 'catalogue.price.from' }, { price: format(lowest) }),
    detail: intl.formatMessage({ id: 'catalogue.price.variantCount' }, { count }),
  };
}

/** An option group's rule as customers read it: "Choose 1", "Up to 3", "Choose 1 to 2". */
export function groupRule(intl: IntlShape, { min, max }: { min: number; max: number }): string {
  if (min === max) return intl.formatMessage({ id: 'catalogue.optionGroup.rule.exactly' }, { count: min });
  if (min === 0) return intl.formatMessage({ id: 'catalogue.optionGroup.rule.upTo' }, { max });
  return intl.formatMessage({ id: 'catalogue.optionGroup.rule.range' }, { min, max });
}
