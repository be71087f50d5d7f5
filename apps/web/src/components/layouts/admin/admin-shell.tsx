import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useMediaQuery } from '@/hooks/use-media-query.ts';
import { SkipLink } from '../skip-link.tsx';
import { cn } from '@/lib/cn.ts';
import { AdminHeader } from './admin-header.tsx';
import { AdminSidebar, type RenderNavBadge } from './admin-sidebar.tsx';

const DESKTOP_QUERY = '(min-width: 64rem)';

/**
 * The back office frame. On wide screens the menu toggle collapses the sidebar to icons; on narrow ones
 * the sidebar is an off-canvas drawer (a modal dialog: focus moves in, stays in, and returns on close).
 */
export function AdminShell({
  userCard,
  renderBadge,
  search,
  storeState,
  language,
  storeNotice,
  children,
}: {
  userCard: (collapsed: boolean) => ReactNode;
  renderBadge: RenderNavBadge;
  /** The header's search box. */
  search: ReactNode;
  /** Shown in the header on every page: whether the store takes orders, and its pause controls. */
  storeState: ReactNode;
  /** The header's language switch. */
  language: ReactNode;
  /** Under the header on every page: what the header has no room to say on small screens. */
  storeNotice: ReactNode;
  children: ReactNode;
}) {
  const intl = useIntl();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const sidebarId = useId();
  const drawerId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeDrawer = () => setDrawerOpen(false);
  // Growing the window past the breakpoint replaces the drawer by the sidebar; it must not pop up again later.
  if (isDesktop && drawerOpen) setDrawerOpen(false);

  return (
    <div className="flex min-h-dvh bg-cream-50">
      <SkipLink />
      <aside
        id={sidebarId}
        className={cn(
          'sticky top-0 hidden h-dvh shrink-0 transition-[width] duration-200 lg:block',
          collapsed ? 'w-20' : 'w-64',
        )}
      >
        <AdminSidebar collapsed={collapsed} userCard={userCard(collapsed)} renderBadge={renderBadge} />
      </aside>

      <Dialog.Root open={!isDesktop && drawerOpen} onOpenChange={setDrawerOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-ink-950/50 backdrop-blur-[2px]" />
          <Dialog.Content
            id={drawerId}
            aria-describedby={undefined}
            // The toggle is not a Dialog.Trigger (on wide screens it collapses instead), so focus is returned by hand.
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              menuButtonRef.current?.focus();
            }}
            className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] animate-drawer-in flex-col shadow-raised outline-none"
          >
            <Dialog.Title className="sr-only">
              {intl.formatMessage({ id: 'admin.drawer.title' })}
            </Dialog.Title>
            {/* First in the DOM, so opening the drawer focuses it; shown at the top right. */}
            <Dialog.Close
              aria-label={intl.formatMessage({ id: 'admin.drawer.close' })}
              className="on-dark absolute top-3 right-2.5 z-10 grid size-11 place-items-center rounded-lg text-cream-100 hover:bg-white/10"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
            <AdminSidebar
              collapsed={false}
              userCard={userCard(false)}
              renderBadge={renderBadge}
              onNavigate={closeDrawer}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      <div className="flex min-w-0 flex-1 flex-col">
        <AdminHeader
          menuButtonRef={menuButtonRef}
          menuExpanded={isDesktop ? !collapsed : drawerOpen}
          menuControls={isDesktop ? sidebarId : drawerOpen ? drawerId : undefined}
          onToggleMenu={() => (isDesktop ? setCollapsed((value) => !value) : setDrawerOpen(true))}
          search={search}
          storeState={storeState}
          language={language}
        />
        {storeNotice}
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-10 lg:py-8">
          {children}
        </main>
        <footer className="border-t border-cream-200 px-4 py-4 text-xs text-ink-600 sm:px-6 lg:px-10">
          {intl.formatMessage({ id: 'admin.footer' }, { year: String(new Date().getFullYear()) })}
        </footer>
      </div>
    </div>
  );
}
