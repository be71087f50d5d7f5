import type { Category, PaymentMethod } from '@food/contract';
import type { CurrencySettings } from '@food/money';
import { Soup } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { STORE_ID } from '@/config/store.ts';
import { loadCartBar } from '@/features/cart/loaders/load-cart-bar.ts';
import { fulfilmentStore, useCart } from '@/features/cart/use-cart.ts';
import { useCategories } from '@/features/menu/api/get-categories.ts';
import { CategoryNav } from '@/features/menu/components/category-nav.tsx';
import {
  CategorySection,
  CategorySectionSkeleton,
  ProductPlaceholders,
} from '@/features/menu/components/category-section.tsx';
import { CategoryStrip, CategoryStripSkeleton } from '@/features/menu/components/category-strip.tsx';
import { CategoryTabs } from '@/features/menu/components/category-tabs.tsx';
import { DietaryFilter } from '@/features/menu/components/dietary-filter.tsx';
import { emptiedCategories, useDietaryFilter } from '@/features/menu/dietary-filter.ts';
import { ReadFailed } from '@/features/menu/components/lazy-read-failed.tsx';
import { useCategorySpy } from '@/features/menu/hooks/use-category-spy.ts';
import { useCartFollowsMenu, useSearchQuery } from '@/features/menu/hooks/use-menu-search.ts';
import { useSoldOutEnds } from '@/features/menu/hooks/use-sold-out-ends.ts';
import { StoreOffers } from '@/features/menu/components/store-offers.tsx';
import { useStore } from '@/features/store/api/get-store.ts';
import { HeroBanner } from '@/features/store/components/hero-banner.tsx';
import { useCurrency } from '@/features/store/hooks/use-currency.ts';
import { useHydrated } from '@/hooks/use-hydrated.ts';
import { useMediaQuery } from '@/hooks/use-media-query.ts';
import { afterFirstInteraction } from '@/lib/first-interaction.ts';
import { loadWhenOnline } from '@/lib/load-when-online.ts';

const NO_CATEGORIES: Category[] = [];

// Only a search typed in the page shows them (the term is not in the address): not in the first
// script, fetched at the visitor's first interaction.
const loadSearchResults = () => import('@/features/menu/components/search-results.tsx');
const SearchResults = lazy(async () => ({ default: (await loadSearchResults()).SearchResults }));
// Only a failed read in the browser shows it: the server paints from the reads it has.
const StoreUnavailable = lazy(async () => ({
  default: (await import('@/features/store/components/store-unavailable.tsx')).StoreUnavailable,
}));
// Only a cart with items shows it, and the cart is the browser's: the server's page never has it.
const CartBar = lazy(async () => ({ default: (await loadWhenOnline(loadCartBar)).CartBar }));
// Only a chosen dietary filter shows it.
const FilterOutcome = lazy(async () => ({
  default: (await loadWhenOnline(() => import('@/features/menu/components/filter-outcome.tsx')))
    .FilterOutcome,
}));
/** Tailwind's `lg`: the side list and the picture strip; below it the sticky tabs. */
const WIDE_QUERY = '(min-width: 64rem)';

export default function MenuRoute() {
  const intl = useIntl();
  const store = useStore(STORE_ID);
  const money = useCurrency(STORE_ID);
  const hydrated = useHydrated();

  // A missing or unreadable order type becomes pickup (spec §4).
  useEffect(() => fulfilmentStore.ensureStored(), []);
  useEffect(() => afterFirstInteraction(() => void loadSearchResults()), []);

  if (store.isError && !store.data)
    return (
      <Suspense fallback={null}>
        <StoreUnavailable error={store.error} onRetry={() => void store.refetch()} />
      </Suspense>
    );
  return (
    <>
      <div className="mx-auto max-w-7xl space-y-5 px-4 pt-4 sm:space-y-6 sm:px-6 sm:pt-6 lg:space-y-5 lg:px-8 lg:pt-4">
        <title>
          {store.data
            ? intl.formatMessage({ id: 'store.title.store' }, { store: store.data.name })
            : intl.formatMessage({ id: 'store.title.menu' })}
        </title>
        <Menu storeName={store.data?.name} paymentMethods={store.data?.payment_methods} money={money} />
      </div>
      {hydrated && <CartBarOnceFilled money={money} />}
    </>
  );
}

function Menu({
  storeName,
  paymentMethods,
  money,
}: {
  storeName: string | undefined;
  paymentMethods: readonly PaymentMethod[] | undefined;
  money: CurrencySettings | undefined;
}) {
  const intl = useIntl();
  const categories = useCategories(STORE_ID);
  const { query, setQuery, isSearching } = useSearchQuery();
  useCartFollowsMenu(STORE_ID, categories.data ?? NO_CATEGORIES);
  useSoldOutEnds(STORE_ID, categories.data ?? NO_CATEGORIES);

  if (categories.isPending) {
    return (
      <>
        <HeroBanner storeName={storeName} paymentMethods={paymentMethods} />
        <CategoryStripSkeleton />
        <CategorySectionSkeleton />
      </>
    );
  }
  if (categories.isError) {
    return (
      <ReadFailed
        message={categories.error.message || intl.formatMessage({ id: 'menu.categories.failed' })}
        onRetry={() => void categories.refetch()}
      />
    );
  }
  if (categories.data.length === 0) {
    return (
      <>
        <HeroBanner storeName={storeName} paymentMethods={paymentMethods} />
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
        <Suspense fallback={<ProductPlaceholders />}>
          <SearchResults
            storeId={STORE_ID}
            categories={categories.data}
            query={query}
            money={money}
            onClear={() => setQuery('')}
          />
        </Suspense>
      </>
    );
  }
  return (
    <>
      <HeroBanner storeName={storeName} paymentMethods={paymentMethods} offers={<StoreOffers />} />
      <DietaryFilter />
      <CategoryMenu categories={categories.data} money={money} />
    </>
  );
}

function CategoryMenu({
  categories: all,
  money,
}: {
  categories: Category[];
  money: CurrencySettings | undefined;
}) {
  const { tags } = useDietaryFilter();
  const emptied = useSyncExternalStore(
    emptiedCategories.subscribe,
    emptiedCategories.get,
    emptiedCategories.get,
  );
  // No heading over a section the filter leaves empty (issue 33).
  const categories = useMemo(() => all.filter((category) => !emptied.includes(category.id)), [all, emptied]);
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
      {/* Always there, so that what the filter hides is announced when it changes. */}
      <div role="status" className="empty:hidden">
        {tags.length > 0 && (
          <Suspense fallback={null}>
            <FilterOutcome storeId={STORE_ID} categories={all} />
          </Suspense>
        )}
      </div>
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

/** The cart bar's code only once the cart has an item; only this re-renders as the cart changes. */
function CartBarOnceFilled({ money }: { money: CurrencySettings | undefined }) {
  if (useCart().length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CartBar money={money} />
    </Suspense>
  );
}
