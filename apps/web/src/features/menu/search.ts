import type { Category, Product } from '@food/contract';
import type { DietaryTag } from '@food/contract/constants';
import { matchesDietary } from './dietary-filter.ts';

export type CategoryProducts = { category: Category; products: readonly Product[] };

/** The storefront's product search: the name only, case-insensitive substring (spec §5). */
export function matchesProductName(product: Pick<Product, 'name'>, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  return needle === '' || product.name.toLocaleLowerCase().includes(needle);
}

/**
 * Products matching the name and carrying every chosen dietary tag, across all categories, grouped by
 * category in menu order; empty groups left out.
 */
export function searchProducts(
  groups: readonly CategoryProducts[],
  query: string,
  tags: readonly DietaryTag[] = [],
): CategoryProducts[] {
  return groups
    .map(({ category, products }) => ({
      category,
      products: products.filter(
        (product) => matchesProductName(product, query) && matchesDietary(product, tags),
      ),
    }))
    .filter((group) => group.products.length > 0);
}

export function countProducts(groups: readonly CategoryProducts[]): number {
  return groups.reduce((sum, group) => sum + group.products.length, 0);
}
