import { Menu, Store } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';

type AdminHeaderProps = {
  menuButtonRef: Ref<HTMLButtonElement>;
  menuExpanded: boolean;
  menuControls: string | undefined;
  onToggleMenu: () => void;
  /** The search over the store's orders, products and categories (the route supplies it). */
  search: ReactNode;
  /** The store's state and its pause controls (the route supplies them: the frame knows no feature). */
  storeState: ReactNode;
  language: ReactNode;
};

export function AdminHeader({
  menuButtonRef,
  menuExpanded,
  menuControls,
  onToggleMenu,
  search,
  storeState,
  language,
}: AdminHeaderProps) {
  const intl = useIntl();
  return (
    <header className="sticky top-0 z-20 flex h-16 shrink-0 items-center gap-2 border-b border-cream-200 sm:gap-3 bg-white/95 px-4 backdrop-blur-md sm:px-6">
      <button
        ref={menuButtonRef}
        type="button"
        aria-label={intl.formatMessage({ id: 'admin.header.toggleNavigation' })}
        aria-expanded={menuExpanded}
        aria-controls={menuControls}
        onClick={onToggleMenu}
        className="grid size-11 shrink-0 sm:size-10 place-items-center rounded-xl text-ink-800 hover:bg-cream-100"
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      {search}
      <div className="ml-auto flex min-w-0 shrink justify-end">{storeState}</div>
      {language}
      <Link
        to={paths.home.getHref()}
        className="inline-flex h-11 min-w-11 shrink-0 justify-center sm:h-10 items-center gap-2 rounded-xl px-3 text-sm font-semibold text-ink-800 hover:bg-cream-100"
      >
        <Store aria-hidden="true" className="size-4" />
        <span className="sr-only xl:not-sr-only">
          {intl.formatMessage({ id: 'admin.header.viewStorefront' })}
        </span>
      </Link>
    </header>
  );
}
