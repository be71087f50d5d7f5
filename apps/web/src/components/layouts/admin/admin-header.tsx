import { Menu, Search, Store } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';

type AdminHeaderProps = {
  menuButtonRef: Ref<HTMLButtonElement>;
  menuExpanded: boolean;
  menuControls: string | undefined;
  onToggleMenu: () => void;
  /** The store's state and its pause controls (the route supplies them: the frame knows no feature). */
  storeState: ReactNode;
};

export function AdminHeader({
  menuButtonRef,
  menuExpanded,
  menuControls,
  onToggleMenu,
  storeState,
}: AdminHeaderProps) {
  return (
    <header className="sticky top-0 z-20 flex h-16 shrink-0 items-center gap-2 border-b border-cream-200 sm:gap-3 bg-white/95 px-4 backdrop-blur-md sm:px-6">
      <button
        ref={menuButtonRef}
        type="button"
        aria-label="Toggle navigation"
        aria-expanded={menuExpanded}
        aria-controls={menuControls}
        onClick={onToggleMenu}
        className="grid size-10 shrink-0 place-items-center rounded-xl text-ink-800 hover:bg-cream-100"
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      <form
        role="search"
        className="relative max-w-md min-w-0 flex-1"
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor="admin-search" className="sr-only">
          Search the back office
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-600"
        />
        <input
          id="admin-search"
          type="search"
          placeholder="Search…"
          className="h-10 w-full rounded-xl border border-ink-500 bg-cream-50 pr-3 pl-9 text-sm text-ink-900 placeholder:text-ink-600 hover:border-ink-700 focus-visible:border-ink-900"
        />
      </form>
      <div className="ml-auto min-w-0 shrink-0">{storeState}</div>
      <Link
        to={paths.home.getHref()}
        className="inline-flex h-10 shrink-0 items-center gap-2 rounded-xl px-3 text-sm font-semibold text-ink-800 hover:bg-cream-100"
      >
        <Store aria-hidden="true" className="size-4" />
        <span className="sr-only xl:not-sr-only">View storefront</span>
      </Link>
    </header>
  );
}
