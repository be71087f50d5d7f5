import type { Category, Product } from '@food/contract';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useLayoutEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { categoryProductsQueryOptions } from '../api/get-category-products.ts';
import { emptiedCategories, matchesDietary, useDietaryFilter } from '../dietary-filter.ts';

const NONE: readonly number[] = [];

type FilterOutcomeProps = { storeId: number; categories: readonly Category[] };

/**
 * What the dietary filter hides, said once above the menu instead of under every heading (issue 33):
 * how many dishes, with a way to show them all; and which categories it leaves without a dish, for
 * the menu to leave out. A category whose dishes are still on their way, or could not be read, stays:
 * its section says so. Only a chosen filter needs this: not in the menu's first load.
 */
export function FilterOutcome({ storeId, categories }: FilterOutcomeProps) {
  const { tags, clear } = useDietaryFilter();
  const combine = useCallback(
    (results: UseQueryResult<Product[]>[]) => {
      let hidden = 0;
      const emptied: number[] = [];
      results.forEach(({ data: products }, index) => {
        if (!products) return;
        const matching = products.filter((product) => matchesDietary(product, tags)).length;
        hidden += products.length - matching;
        if (matching === 0) emptied.push(categories[index]!.id);
      });
      return { hidden, emptied: emptied.join(',') };
    },
    [categories, tags],
  );
  // The sections' own queries: nothing is fetched twice.
  const { hidden, emptied } = useQueries({
    queries: categories.map((category) => categoryProductsQueryOptions({ storeId, categoryId: category.id })),
    combine,
  });
  useLayoutEffect(() => {
    emptiedCategories.set(emptied ? emptied.split(',').map(Number) : NONE);
  }, [emptied]);
  useLayoutEffect(() => () => emptiedCategories.set(NONE), []);

  if (hidden === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-700">
      <FormattedMessage id="menu.filter.hidden" values={{ count: hidden }} />
      <button
        type="button"
        onClick={clear}
        className="min-h-11 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600 sm:min-h-9"
      >
        <FormattedMessage id="menu.filter.clear" />
      </button>
    </p>
  );
}
