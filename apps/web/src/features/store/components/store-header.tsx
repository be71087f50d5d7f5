import type { Store } from '@food/contract';
import { MapPin, Soup } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import type { StoreStatus } from '../status.ts';
import { StoreStatusBadge } from './store-status-badge.tsx';

type StoreHeaderProps = {
  store: Store | undefined;
  isLoading: boolean;
  status: StoreStatus;
  /** The menu's search (a box on wide screens, a button on phones). */
  search?: ReactNode;
  /** Pickup or Delivery; on phones it gets a row of its own. */
  orderType?: ReactNode;
  actions: ReactNode;
};

/**
 * The sticky header (spec §2): the store's name, address and country, whether it is open now with
 * today's hours or when it opens again, and on the menu the search and the order type. Its height is published as
 * `--header-height`, which sticky bars and section anchors below it use.
 */
export function StoreHeader({ store, isLoading, status, search, orderType, actions }: StoreHeaderProps) {
  const intl = useIntl();
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    const root = document.documentElement;
    let published = '';
    // The observer's own measure, taken after layout: reading offsetHeight here would force another
    // layout of the whole page, and a new value restyles every element below the root.
    const observer = new ResizeObserver(([entry]) => {
      const height = `${Math.round(entry?.borderBoxSize[0]?.blockSize ?? header.offsetHeight)}px`;
      if (height === published) return;
      published = height;
      root.style.setProperty('--header-height', height);
    });
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, []);

  return (
    <header
      ref={ref}
      data-sticky-top=""
      className="sticky top-0 z-30 border-b border-cream-200 bg-cream-50/95 backdrop-blur-md"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2.5 gap-y-2 px-4 py-2.5 sm:gap-x-3 sm:px-6 lg:min-h-18 lg:flex-nowrap lg:px-8">
        <Link
          to={paths.home.getHref()}
          aria-hidden="true"
          tabIndex={-1}
          className="hidden size-11 shrink-0 place-items-center rounded-xl bg-brand-600 text-white shadow-sm min-[420px]:grid"
        >
          <Soup className="size-6" />
        </Link>
        {/* Wide screens: as wide as its longest line (the German address, the hours beside the badge);
            the search box takes what is left. */}
        <div className="min-w-0 flex-1 xl:flex-initial">
          {isLoading ? (
            <div
              className="space-y-1.5"
              role="status"
              aria-label={intl.formatMessage({ id: 'store.header.loading' })}
            >
              <Skeleton className="h-5 w-40 max-w-full" />
              <Skeleton className="h-3.5 w-56 max-w-full" />
            </div>
          ) : (
            <>
              {/* On phones its padding makes a 44 px target without moving the address below. */}
              <Link
                to={paths.home.getHref()}
                className="-my-3 block rounded-md py-3 font-display text-[1.0625rem] leading-tight font-bold text-ink-900 sm:my-0 sm:py-0 sm:text-xl"
              >
                <span className="line-clamp-2 sm:line-clamp-1">
                  {store?.name ?? intl.formatMessage({ id: 'store.header.our_menu' })}
                </span>
              </Link>
              {store && (
                <p className="mt-0.5 flex min-w-0 items-start gap-1 text-xs text-ink-600 sm:text-sm">
                  <MapPin aria-hidden="true" className="mt-px size-3.5 shrink-0 sm:mt-0.5" />
                  <span className="line-clamp-2">
                    <FormattedMessage
                      id="store.address"
                      values={{ address: store.address, country: store.country }}
                    />
                  </span>
                </p>
              )}
            </>
          )}
          {/* Wide screens: under the address. Phones: a row of its own, below. */}
          <StoreStatusBadge status={status} store={store} className="mt-1 hidden empty:hidden lg:flex" />
        </div>
        {search}
        {orderType && <div className="order-2 w-full lg:order-none lg:w-auto">{orderType}</div>}
        <div className="flex shrink-0 items-center gap-2">{actions}</div>
        <StoreStatusBadge status={status} store={store} className="order-1 w-full empty:hidden lg:hidden" />
      </div>
    </header>
  );
}
