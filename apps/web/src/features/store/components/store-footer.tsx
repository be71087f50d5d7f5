import type { Store } from '@food/contract';
import { FormattedMessage } from 'react-intl';
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
            <FormattedMessage
              id="store.footer.address"
              values={{
                name: store.name,
                address: store.address,
                country: store.country,
                strong: (chunks) => <span className="font-semibold text-ink-800">{chunks}</span>,
              }}
            />
          </p>
        )}
        <p>
          {store ? (
            <FormattedMessage id="store.footer.copyright" values={{ year: String(year), name: store.name }} />
          ) : (
            <FormattedMessage id="store.footer.copyright_default" values={{ year: String(year) }} />
          )}
        </p>
      </div>
      <ScrollToTop raised={bottomBar} />
    </footer>
  );
}
