import type { Product, TaxRef } from '@food/contract';

/** Category descriptions in the table: 20 characters, then "..." (spec §9). */
const DESCRIPTION_PREVIEW_LENGTH = 20;

export function truncateText(text: string, length = DESCRIPTION_PREVIEW_LENGTH): string {
  const characters = Array.from(text.trim());
  return characters.length > length ? `${characters.slice(0, length).join('')}...` : characters.join('');
}

const percentFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

/** "Standard VAT (19 %)" */
export function taxLabel(tax: Pick<TaxRef, 'name' | 'percentage'>): string {
  return `${tax.name} (${percentFormat.format(tax.percentage)} %)`;
}

export type PriceSummary = { price: string; detail?: string };

/** A product's price in the list: its own price, or "from" its cheapest variant and how many there are. */
export function priceSummary(
  product: Pick<Product, 'type' | 'price' | 'variants'>,
  format: (amount: number) => string,
): PriceSummary {
  if (product.type === 'simple') return { price: product.price === null ? '—' : format(product.price) };
  const count = product.variants.length;
  if (count === 0) return { price: '—', detail: 'No variants' };
  const lowest = Math.min(...product.variants.map((variant) => variant.price));
  return { price: `from ${format(lowest)}`, detail: count === 1 ? '1 variant' : `${count} variants` };
}
