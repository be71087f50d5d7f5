import type { Store } from '@food/contract';
import { RotateCw, Soup } from 'lucide-react';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { STORE_ID } from '@/config/store.ts';
import { useCategories } from '@/features/menu/api/get-categories.ts';
import { CategorySection, CategorySectionSkeleton } from '@/features/menu/components/category-section.tsx';
import { CategoryStrip, CategoryStripSkeleton } from '@/features/menu/components/category-strip.tsx';
import { useStore } from '@/features/store/api/get-store.ts';
import { HeroBanner } from '@/features/store/components/hero-banner.tsx';
import { StoreUnavailable } from '@/features/store/components/store-unavailable.tsx';

export default function MenuRoute() {
  const store = useStore(STORE_ID);

  if (store.isError && !store.data)
    return <StoreUnavailable error={store.error} onRetry={() => void store.refetch()} />;
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 pt-4 sm:space-y-10 sm:px-6 sm:pt-6 lg:px-8">
      <title>{store.data ? `${store.data.name} | Order online` : 'Menu | Order online'}</title>
      <HeroBanner storeName={store.data?.name} />
      <Menu store={store.data} />
    </div>
  );
}

function Menu({ store }: { store: Store | undefined }) {
  const categories = useCategories(STORE_ID);

  if (categories.isPending) {
    return (
      <>
        <CategoryStripSkeleton />
        <CategorySectionSkeleton />
      </>
    );
  }
  if (categories.isError) {
    return (
      <ErrorAlert title={`Error: ${categories.error.message || 'Failed to load categories'}`}>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void categories.refetch()}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      </ErrorAlert>
    );
  }
  if (categories.data.length === 0) {
    return (
      <EmptyState icon={Soup} title="No categories available">
        The menu is being prepared. Please check back soon.
      </EmptyState>
    );
  }
  return (
    <>
      <CategoryStrip categories={categories.data} />
      <div className="space-y-12">
        {categories.data.map((category) => (
          <CategorySection key={category.id} storeId={STORE_ID} category={category} money={store} />
        ))}
      </div>
    </>
  );
}
