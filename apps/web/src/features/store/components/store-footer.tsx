import type { Store } from '@food/contract';
import { cn } from '@/lib/cn.ts';
import { ScrollToTop, type BottomBar } from './scroll-to-top.tsx';

/**
 * The copyright line and the scroll-to-top arrow (spec §2); room is left for a bar fixed to the bottom
 * when one shows: the cart bar on every screen, the checkout's Place Order bar on phones only.
 */
export function StoreFooter({
  store,
  bottomBar = null,
}: {
  store: Store | undefined;
  bottomBar?: BottomBar;
}) {
  const year = new Date().getFullYear();
  return (
    <footer
      className={cn(
        'mt-16 border-t border-cream-200 bg-cream-100',
        bottomBar === 'always' && 'pb-24',
        bottomBar === 'phones' && 'pb-24 lg:pb-0',
      )}
    >
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
      <ScrollToTop raised={bottomBar} />
    </footer>
  );
}
