import { ChevronDown, UtensilsCrossed } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/cn.ts';
import {
  adminNavItems,
  isGroup,
  isLinkActive,
  type AdminNavBadge,
  type AdminNavGroup,
  type AdminNavLink,
} from './admin-nav-items.ts';

/** Draws a link's live badge (the route supplies it: the frame knows no feature). */
export type RenderNavBadge = (badge: AdminNavBadge, collapsed: boolean) => ReactNode;

type SidebarProps = {
  /** Icons only: labels stay available to assistive technology and as tooltips. */
  collapsed: boolean;
  userCard: ReactNode;
  renderBadge: RenderNavBadge;
  onNavigate?: () => void;
};

const rowClasses =
  'flex min-h-11 w-full items-center gap-3 rounded-xl px-3 py-2.5 text-sm sm:min-h-0 font-semibold transition-colors [&_svg]:size-5 [&_svg]:shrink-0';

function NavLinkRow({
  link,
  collapsed,
  renderBadge,
  onNavigate,
  nested = false,
}: {
  link: AdminNavLink;
  collapsed: boolean;
  renderBadge: RenderNavBadge;
  onNavigate?: () => void;
  nested?: boolean;
}) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const label = intl.formatMessage({ id: link.label });
  const active = isLinkActive(link, pathname);
  const Icon = link.icon;
  return (
    <Link
      to={link.href}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      title={collapsed ? label : undefined}
      className={cn(
        rowClasses,
        collapsed && 'relative justify-center px-0',
        nested && !collapsed && 'py-2 pl-11',
        active ? 'bg-brand-600 text-white shadow-sm' : 'text-cream-200 hover:bg-white/8 hover:text-white',
      )}
    >
      {(!nested || collapsed) && <Icon aria-hidden="true" />}
      <span className={cn(collapsed && 'sr-only')}>{label}</span>
      {link.badge && renderBadge(link.badge, collapsed)}
    </Link>
  );
}

function NavGroupRow({
  group,
  renderBadge,
  onNavigate,
}: {
  group: AdminNavGroup;
  renderBadge: RenderNavBadge;
  onNavigate?: () => void;
}) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const listId = useId();
  const inGroup = group.isOpenOn(pathname);
  const [open, setOpen] = useState(inGroup);
  const [wasInGroup, setWasInGroup] = useState(inGroup);
  // Entering one of the group's pages opens it; leaving keeps whatever the user chose.
  if (inGroup !== wasInGroup) {
    setWasInGroup(inGroup);
    if (inGroup) setOpen(true);
  }
  const Icon = group.icon;
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          rowClasses,
          inGroup ? 'text-white' : 'text-cream-200',
          'hover:bg-white/8 hover:text-white',
        )}
      >
        <Icon aria-hidden="true" />
        <span className="flex-1 text-left">{intl.formatMessage({ id: group.label })}</span>
        <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
      </button>
      <ul id={listId} hidden={!open} className="mt-1 space-y-1">
        {group.links.map((link) => (
          <li key={link.href}>
            <NavLinkRow
              link={link}
              collapsed={false}
              renderBadge={renderBadge}
              onNavigate={onNavigate}
              nested
            />
          </li>
        ))}
      </ul>
    </>
  );
}

export function AdminSidebar({ collapsed, userCard, renderBadge, onNavigate }: SidebarProps) {
  const intl = useIntl();
  return (
    <div className="on-dark flex h-full flex-col bg-ink-950 text-cream-100">
      <div className={cn('flex h-16 shrink-0 items-center gap-3 px-5', collapsed && 'justify-center px-0')}>
        <span
          aria-hidden="true"
          className="grid size-9 place-items-center rounded-xl bg-brand-600 text-white"
        >
          <UtensilsCrossed className="size-5" />
        </span>
        <span
          className={cn(
            'rounded-full bg-saffron-200 px-2.5 py-0.5 text-xs font-bold tracking-wide text-ink-900 uppercase',
            collapsed && 'sr-only',
          )}
        >
          {intl.formatMessage({ id: 'admin.brand' })}
        </span>
      </div>
      <nav
        aria-label={intl.formatMessage({ id: 'admin.nav.label' })}
        className="flex-1 overflow-y-auto px-3 py-4"
      >
        <ul className="space-y-1">
          {adminNavItems.map((item) =>
            isGroup(item) ? (
              collapsed ? (
                item.links.map((link) => (
                  <li key={link.href}>
                    <NavLinkRow link={link} collapsed renderBadge={renderBadge} onNavigate={onNavigate} />
                  </li>
                ))
              ) : (
                <li key={item.label}>
                  <NavGroupRow group={item} renderBadge={renderBadge} onNavigate={onNavigate} />
                </li>
              )
            ) : (
              <li key={item.href}>
                <NavLinkRow
                  link={item}
                  collapsed={collapsed}
                  renderBadge={renderBadge}
                  onNavigate={onNavigate}
                />
              </li>
            ),
          )}
        </ul>
      </nav>
      <div className="shrink-0 border-t border-white/10 p-3">{userCard}</div>
    </div>
  );
}
