import type { Category, Product } from '@food/contract';
import type { CurrencySettings } from '@food/money';
import { FormattedMessage, useIntl } from 'react-intl';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useCategoryProducts } from '../api/get-category-products.ts';
import { matchesDietary, useDietaryFilter } from '../dietary-filter.ts';
import { PRODUCT_PLACEHOLDER_COUNT, ProductGrid } from './product-grid.tsx';
import { ProductCard, ProductCardSkeleton } from './product-card.tsx';
import { ReadFailed } from './lazy-read-failed.tsx';

export function categorySectionId(categoryId: number): string {
  return `category-${categoryId}`;
}

type CategorySectionProps = { storeId: number; category: Category; money: CurrencySettings | undefined };

/** Sections sit below the sticky header and, below `lg`, the sticky category tabs. */
export const SECTION_SCROLL_MARGIN =
  'scroll-mt-[calc(var(--header-height)+var(--menu-tabs-height,0px)+1rem)] lg:scroll-mt-[calc(var(--header-height)+1.5rem)]';

export function CategorySection({ storeId, category, money }: CategorySectionProps) {
  const sectionId = categorySectionId(category.id);
  const titleId = `${sectionId}-title`;
  return (
    <section
      id={sectionId}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-category-section={category.id}
      className={`${SECTION_SCROLL_MARGIN} space-y-4 outline-none`}
    >
      <SectionHeading titleId={titleId} name={category.name} description={category.description} />
      <CategoryProducts storeId={storeId} category={category} money={money} />
    </section>
  );
}

export function SectionHeading({
  titleId,
  name,
  description,
  aside,
}: {
  titleId: string;
  name: string;
  description?: string;
  aside?: string;
}) {
  return (
    <header className="border-b border-cream-200 pb-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={titleId} className="font-display text-2xl font-bold text-ink-900 sm:text-[1.75rem]">
          {name}
        </h2>
        {aside && <span className="shrink-0 text-sm text-ink-600">{aside}</span>}
      </div>
      {description && <p className="mt-1 max-w-3xl text-ink-600">{description}</p>}
    </header>
  );
}

/** Stands in for the first section while the list of categories loads. */
export function CategorySectionSkeleton() {
  const intl = useIntl();
  return (
    <div role="status" aria-label={intl.formatMessage({ id: 'menu.loading' })} className="space-y-4">
      <div className="space-y-2 border-b border-cream-200 pb-3">
        <Skeleton className="h-7 w-48" />
        <Skeleton className="h-4 w-72 max-w-full" />
      </div>
      <ProductPlaceholders />
    </div>
  );
}

export function ProductPlaceholders() {
  return (
    <ProductGrid>
      {Array.from({ length: PRODUCT_PLACEHOLDER_COUNT }, (_, index) => (
        <li key={index}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ProductGrid>
  );
}

export function ProductList({
  products,
  money,
}: {
  products: readonly Product[];
  money: CurrencySettings | undefined;
}) {
  return (
    <ProductGrid>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} money={money} />
        </li>
      ))}
    </ProductGrid>
  );
}

function CategoryProducts({ storeId, category, money }: CategorySectionProps) {
  const intl = useIntl();
  const products = useCategoryProducts({ storeId, categoryId: category.id });
  const { tags } = useDietaryFilter();

  if (products.isPending) return <ProductPlaceholders />;
  if (products.isError && !products.data) {
    return (
      <ReadFailed
        message={products.error.message || intl.formatMessage({ id: 'menu.products.failed' })}
        onRetry={() => void products.refetch()}
      />
    );
  }
  if (products.data.length === 0) {
    return (
      <p className="rounded-2xl bg-cream-100 px-4 py-6 text-center text-ink-600">
        <FormattedMessage id="menu.products.none" />
      </p>
    );
  }
  // A category the filter leaves empty is not shown at all (use-filtered-categories.ts).
  return (
    <ProductList products={products.data.filter((product) => matchesDietary(product, tags))} money={money} />
  );
}
