import type { Store } from '@food/contract';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useFirstInteraction } from '@/hooks/use-first-interaction.ts';
import { cn } from '@/lib/cn.ts';
import type { BottomBar } from './scroll-to-top.tsx';
import { StorePhone } from './store-phone.tsx';

// Hidden until the reader scrolls back up: not in the first script, fetched at the first interaction.
const ScrollToTop = lazy(async () => ({ default: (await import('./scroll-to-top.tsx')).ScrollToTop }));

const LEGAL_LINKS = [
  [paths.imprint, 'store.footer.imprint'],
  [paths.privacy, 'store.footer.privacy'],
  [paths.terms, 'store.footer.terms'],
] as const;

/**
 * The restaurant's address and phone, the copyright line, the links to the legal pages and the scroll-to-top arrow (spec §2); room is left for a bar fixed to the bottom
 * when one shows: the cart bar on every screen, the checkout's Place Order bar on phones only.
 */
export function StoreFooter({
  store,
  bottomBar = null,
}: {
  store: Store | undefined;
  bottomBar?: BottomBar;
}) {
  const intl = useIntl();
  const year = new Date().getFullYear();
  const interacted = useFirstInteraction();
  return (
    <footer
      className={cn(
        'mt-16 border-t border-cream-200 bg-cream-100',
        bottomBar === 'always' && 'pb-24',
        bottomBar === 'phones' && 'pb-32 lg:pb-0',
      )}
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 pt-8 pb-2 text-sm text-ink-600 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
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
        <StorePhone phone={store?.phone} message="store.footer.phone" />
        <p>
          {store ? (
            <FormattedMessage id="store.footer.copyright" values={{ year: String(year), name: store.name }} />
          ) : (
            <FormattedMessage id="store.footer.copyright_default" values={{ year: String(year) }} />
          )}
        </p>
      </div>
      <nav
        aria-label={intl.formatMessage({ id: 'store.footer.legal' })}
        className="mx-auto max-w-7xl px-4 pb-6 sm:px-6 lg:px-8"
      >
        <ul className="flex flex-wrap gap-x-6 text-sm">
          {LEGAL_LINKS.map(([page, label]) => (
            <li key={label}>
              <Link
                to={page.getHref()}
                className="inline-flex min-h-11 items-center font-semibold text-ink-800 underline hover:text-brand-800"
              >
                <FormattedMessage id={label} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {interacted && (
        <Suspense fallback={null}>
          <ScrollToTop raised={bottomBar} />
        </Suspense>
      )}
    </footer>
  );
}
