import type { Store } from '@food/contract';
import { cn } from '@/lib/cn.ts';
import { ScrollToTop } from './scroll-to-top.tsx';

/** The copyright line and the scroll-to-top arrow (spec §2); room is left for the cart bar when it shows. */
export function StoreFooter({
  store,
  cartBarShown = false,
}: {
  store: Store | undefined;
  cartBarShown?: boolean;
}) {
  const year = new Date().getFullYear();
  return (
    <footer className={cn('mt-16 border-t border-cream-200 bg-cream-100', cartBarShown && 'pb-24')}>
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-8 text-sm text-ink-600 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        {store && (
          <p>
            <span className="font-semibold text-ink-800">{store.name}</span> · {store.address},{' '}
            {store.country}
          </p>
        )}
        <p>
          © {year} {store?.name ?? 'Food order'}. All rights reserved.
        </p>
      </div>
      <ScrollToTop raised={cartBarShown} />
    </footer>
  );
}
