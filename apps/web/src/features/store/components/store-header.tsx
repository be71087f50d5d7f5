import type { Store } from '@food/contract';
import { MapPin, Soup } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';

type StoreHeaderProps = { store: Store | undefined; isLoading: boolean; actions: ReactNode };

export function StoreHeader({ store, isLoading, actions }: StoreHeaderProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-cream-200 bg-cream-50/95 backdrop-blur-md">
      <div className="mx-auto flex h-(--header-height) max-w-6xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-600 text-white shadow-sm"
        >
          <Soup className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          {isLoading ? (
            <div className="space-y-1.5" role="status" aria-label="Loading store information">
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-3.5 w-56 max-w-full" />
            </div>
          ) : (
            <>
              <Link
                to={paths.home.getHref()}
                className="block truncate rounded-md font-display text-base leading-tight font-bold text-ink-900 min-[400px]:text-lg sm:text-xl"
              >
                {store?.name ?? 'Our menu'}
              </Link>
              {store && (
                <p className="mt-0.5 flex min-w-0 items-center gap-1 text-xs text-ink-600 sm:text-sm">
                  <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                  <span className="truncate">
                    {store.address}, {store.country}
                  </span>
                </p>
              )}
            </>
          )}
        </div>
        <div className="flex shrink-0 items-center gap-2">{actions}</div>
      </div>
    </header>
  );
}
