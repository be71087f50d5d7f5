import type { Category } from '@food/contract';
import type { CurrencySettings } from '@food/money';
import { RotateCw, Soup } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { STORE_ID } from '@/config/store.ts';
import { CartBar } from '@/features/cart/components/cart-bar.tsx';
import { fulfilmentStore } from '@/features/cart/use-cart.ts';
import { useCategories } from '@/features/menu/api/get-categories.ts';
import { CategoryNav } from '@/features/menu/components/category-nav.tsx';
import { CategorySection, CategorySectionSkeleton } from '@/features/menu/components/category-section.tsx';
import { CategoryStrip, CategoryStripSkeleton } from '@/features/menu/components/category-strip.tsx';
import { CategoryTabs } from '@/features/menu/components/category-tabs.tsx';
import { DietaryFilter } from '@/features/menu/components/dietary-filter.tsx';
import { SearchResults } from '@/features/menu/components/search-results.tsx';
import { useCategorySpy } from '@/features/menu/hooks/use-category-spy.ts';
import { useCartFollowsMenu, useSearchQuery } from '@/features/menu/hooks/use-menu-search.ts';
import { useSoldOutEnds } from '@/features/menu/hooks/use-sold-out-ends.ts';
import { StoreOffers } from '@/features/menu/components/store-offers.tsx';
import { useStore } from '@/features/store/api/get-store.ts';
import { HeroBanner } from '@/features/store/components/hero-banner.tsx';
import { StoreUnavailable } from '@/features/store/components/store-unavailable.tsx';
import { useCurrency } from '@/features/store/hooks/use-currency.ts';
import { useHydrated } from '@/hooks/use-hydrated.ts';
import { useMediaQuery } from '@/hooks/use-media-query.ts';

const NO_CATEGORIES: Category[] = [];
/** Tailwind's `lg`: the side list and the picture strip; below it the sticky tabs. */
const WIDE_QUERY = '(min-width: 64rem)';

export default function MenuRoute() {
  const intl = useIntl();
  const store = useStore(STORE_ID);
  const money = useCurrency(STORE_ID);

  // A missing or unreadable order type becomes pickup (spec §4).
  useEffect(() => fulfilmentStore.ensureStored(), []);

  if (store.isError && !store.data)
    return <StoreUnavailable error={store.error} onRetry={() => void store.refetch()} />;
  return (
    <>
      <div className="mx-auto max-w-7xl space-y-5 px-4 pt-4 sm:space-y-6 sm:px-6 sm:pt-6 lg:space-y-5 lg:px-8 lg:pt-4">
        <title>
          {store.data
            ? intl.formatMessage({ id: 'store.title.store' }, { store: store.data.name })
            : intl.formatMessage({ id: 'store.title.menu' })}
        </title>
        <Menu storeName={store.data?.name} money={money} />
      </div>
      <CartBar money={money} />
    </>
  );
}

function Menu({ storeName, money }: { storeName: string | undefined; money: CurrencySettings | undefined }) {
  const intl = useIntl();
  const categories = useCategories(STORE_ID);
  const { query, setQuery, isSearching } = useSearchQuery();
  useCartFollowsMenu(STORE_ID, categories.data ?? NO_CATEGORIES);
  useSoldOutEnds(STORE_ID, categories.data ?? NO_CATEGORIES);

  if (categories.isPending) {
    return (
      <>
        <HeroBanner storeName={storeName} />
        <CategoryStripSkeleton />
        <CategorySectionSkeleton />
      </>
    );
  }
  if (categories.isError) {
    return (
      <ErrorAlert
        title={intl.formatMessage(
          { id: 'store.ui.error_title' },
          { message: categories.error.message || intl.formatMessage({ id: 'menu.categories.failed' }) },
        )}
      >
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void categories.refetch()}>
          <RotateCw aria-hidden="true" />
          <FormattedMessage id="store.ui.try_again" />
        </Button>
      </ErrorAlert>
    );
  }
  if (categories.data.length === 0) {
    return (
      <>
        <HeroBanner storeName={storeName} />
        <EmptyState icon={Soup} title={intl.formatMessage({ id: 'menu.categories.none' })}>
          <FormattedMessage id="menu.categories.none_text" />
        </EmptyState>
      </>
    );
  }
  if (isSearching) {
    return (
      <>
        <DietaryFilter />
        <SearchResults
          storeId={STORE_ID}
          categories={categories.data}
          query={query}
          money={money}
          onClear={() => setQuery('')}
        />
      </>
    );
  }
  return (
    <>
      <HeroBanner storeName={storeName} offers={<StoreOffers />} />
      <DietaryFilter />
      <CategoryMenu categories={categories.data} money={money} />
    </>
  );
}

function CategoryMenu({
  categories,
  money,
}: {
  categories: Category[];
  money: CurrencySettings | undefined;
}) {
  const { activeId, selectCategory } = useCategorySpy(
    categories.map((category) => category.id),
    true,
  );
  // One of the two is rendered, not hidden: the strip's first pictures are fetched at once. The server
  // does not know the screen: its page has both, each shown by CSS at its width, the strip's pictures
  // lazy so that a phone does not fetch them; once hydrated, the browser keeps the one it needs.
  const hydrated = useHydrated();
  const wide = useMediaQuery(WIDE_QUERY);
  // Kept as they are when only the active category or the width changes: the menu is not rendered again.
  const sections = useMemo(
    () =>
      categories.map((category) => (
        <CategorySection key={category.id} storeId={STORE_ID} category={category} money={money} />
      )),
    [categories, money],
  );
  return (
    <div className="space-y-5 [--menu-tabs-height:3.5rem] sm:space-y-6 lg:space-y-5 lg:[--menu-tabs-height:0px]">
      {(wide || !hydrated) && (
        <CategoryStrip
          categories={categories}
          activeId={activeId}
          onSelect={selectCategory}
          className={hydrated ? undefined : 'hidden lg:block'}
          eagerFirst={hydrated}
        />
      )}
      {(!wide || !hydrated) && (
        <CategoryTabs
          categories={categories}
          activeId={activeId}
          onSelect={selectCategory}
          className={hydrated ? undefined : 'lg:hidden'}
        />
      )}
      <div className="lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
        <CategoryNav categories={categories} activeId={activeId} onSelect={selectCategory} />
        <div className="space-y-12">{sections}</div>
      </div>
    </div>
  );
}
