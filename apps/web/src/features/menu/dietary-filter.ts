import type { Product } from '@food/contract';
import type { DietaryTag } from '@food/contract/constants';
import { useSyncExternalStore } from 'react';
import type { IntlShape } from 'react-intl';
import { getIntl } from '@/lib/i18n/language.ts';
import { dietaryLabels } from '@/lib/menu-labels.ts';
import { createSignal } from '@/lib/signal.ts';

/** The filter's choices in the order offered; gluten-free reads as what the customer avoids. */
export function filterChoices(intl: IntlShape = getIntl()): readonly { tag: DietaryTag; label: string }[] {
  const labels = dietaryLabels(intl);
  return [
    { tag: 'vegetarian', label: labels.vegetarian },
    { tag: 'vegan', label: labels.vegan },
    { tag: 'gluten_free', label: intl.formatMessage({ id: 'menu.filter.without_gluten' }) },
    { tag: 'halal', label: labels.halal },
    { tag: 'spicy', label: labels.spicy },
  ];
}

/**
 * A product the filter lets through: it carries every chosen tag. "Without gluten" asks for the
 * gluten_free tag, not merely no gluten allergen declared: only the restaurant can promise that.
 */
export function matchesDietary(product: Pick<Product, 'dietary'>, tags: readonly DietaryTag[]): boolean {
  const dietary = product.dietary ?? [];
  return tags.every((tag) => dietary.includes(tag));
}

export function toggleTag(tags: readonly DietaryTag[], tag: DietaryTag): DietaryTag[] {
  return tags.includes(tag) ? tags.filter((chosen) => chosen !== tag) : [...tags, tag];
}

const chosenTags = createSignal<readonly DietaryTag[]>([]);

/** The chosen dietary tags, shared by the filter and every list of products, for this page's life. */
export function useDietaryFilter() {
  const tags = useSyncExternalStore(chosenTags.subscribe, chosenTags.get, chosenTags.get);
  return {
    tags,
    toggle: (tag: DietaryTag) => chosenTags.set(toggleTag(chosenTags.get(), tag)),
    clear: () => chosenTags.set([]),
  };
}

/**
 * The categories the chosen tags leave without a dish, which the menu does not show (issue 33). Set by
 * the filter's note (filter-outcome.tsx), which reads every category's dishes; empty without a filter.
 */
export const emptiedCategories = createSignal<readonly number[]>([]);
