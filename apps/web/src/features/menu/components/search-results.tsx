import type { Category } from '@food/contract';
import type { CurrencySettings } from '@food/money';
import { RotateCw, SearchX, X } from 'lucide-react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useProductSearch } from '../hooks/use-product-search.ts';
import { countProducts } from '../search.ts';
import {
  ProductList,
  ProductPlaceholders,
  SECTION_SCROLL_MARGIN,
  SectionHeading,
} from './category-section.tsx';

type SearchResultsProps = {
  storeId: number;
  categories: Category[];
  query: string;
  money: CurrencySettings | undefined;
  onClear: () => void;
};

/** Products whose name contains the search term, from every category (spec §2). */
export function SearchResults({ storeId, categories, query, money, onClear }: SearchResultsProps) {
  const intl = useIntl();
  const { groups, isPending, error, refetch } = useProductSearch(storeId, categories, query);
  const count = countProducts(groups);

  // The results replace the menu: start reading them from the top.
  useEffect(() => {
    if (window.scrollY > 0) window.scrollTo({ top: 0 });
  }, []);

  return (
    <section aria-labelledby="search-title" className={`${SECTION_SCROLL_MARGIN} space-y-8`}>
      <div className="flex flex-wrap items-end justify-between gap-3 rounded-2xl bg-white p-4 shadow-card ring-1 ring-cream-200 sm:p-5">
        <div className="min-w-0">
          <h2 id="search-title" className="font-display text-2xl font-bold text-ink-900">
            <FormattedMessage id="menu.search.results" />
          </h2>
          <p role="status" className="mt-1 text-ink-600">
            {isPending ? (
              intl.formatMessage({ id: 'menu.search.searching' })
            ) : (
              <FormattedMessage
                id="menu.search.matching"
                values={{
                  count,
                  query: query.trim(),
                  strong: (chunks) => (
                    <span className="font-semibold break-words text-ink-900">{chunks}</span>
                  ),
                }}
              />
            )}
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={onClear}>
          <X aria-hidden="true" />
          <FormattedMessage id="menu.search.clear_search" />
        </Button>
      </div>

      {isPending ? (
        <ProductPlaceholders />
      ) : error && count === 0 ? (
        <ErrorAlert
          title={intl.formatMessage(
            { id: 'store.ui.error_title' },
            { message: error.message || intl.formatMessage({ id: 'menu.products.failed' }) },
          )}
        >
          <Button variant="secondary" size="sm" className="mt-2" onClick={refetch}>
            <RotateCw aria-hidden="true" />
            <FormattedMessage id="store.ui.try_again" />
          </Button>
        </ErrorAlert>
      ) : count === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-cream-300 bg-white/60 px-6 py-12 text-center">
          <span className="mb-4 grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
            <SearchX aria-hidden="true" className="size-7" />
          </span>
          <p className="font-display text-xl font-bold text-ink-900">
            <FormattedMessage id="menu.search.none" />
          </p>
          <p className="mt-2 max-w-sm text-ink-600">
            <FormattedMessage id="menu.search.none_hint" />
          </p>
        </div>
      ) : (
        groups.map(({ category, products }) => (
          <section key={category.id} aria-labelledby={`search-category-${category.id}`} className="space-y-4">
            <SectionHeading
              titleId={`search-category-${category.id}`}
              name={category.name}
              aside={intl.formatMessage({ id: 'menu.dishes' }, { count: products.length })}
            />
            <ProductList products={products} money={money} />
          </section>
        ))
      )}
    </section>
  );
}
