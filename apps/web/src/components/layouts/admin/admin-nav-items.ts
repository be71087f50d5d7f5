import {
  ChartColumn,
  BadgePercent,
  ClipboardList,
  Clock,
  LayoutDashboard,
  ListChecks,
  MapPinned,
  Package,
  Percent,
  Printer,
  Scale,
  ShoppingBag,
  Tags,
  TicketPercent,
  type LucideIcon,
} from 'lucide-react';
import type { MessageId } from '@food/i18n';
import { paths } from '@/config/paths.ts';

/** A live count beside a link's label: the orders waiting for an answer. */
export type AdminNavBadge = 'pendingOrders';

export type AdminNavLink = {
  /** The catalogue's id of the link's text. */
  label: MessageId;
  href: string;
  icon: LucideIcon;
  /** Further paths on which this link is shown as the current page. */
  alsoActiveOn?: string[];
  badge?: AdminNavBadge;
};
export type AdminNavGroup = {
  label: MessageId;
  icon: LucideIcon;
  links: AdminNavLink[];
  isOpenOn: (path: string) => boolean;
};
export type AdminNavItem = AdminNavLink | AdminNavGroup;

const productAreaPattern = /\/(category|products|option-groups)(-list)?(\/|$)/;

export const adminNavItems: AdminNavItem[] = [
  { label: 'admin.nav.dashboard', href: paths.admin.home.getHref(), icon: LayoutDashboard },
  {
    label: 'admin.nav.orders',
    href: paths.admin.orders.getHref(),
    icon: ClipboardList,
    badge: 'pendingOrders',
  },
  { label: 'admin.nav.reports', href: paths.admin.reports.getHref(), icon: ChartColumn },
  { label: 'admin.nav.tax', href: paths.admin.tax.getHref(), icon: Percent },
  {
    label: 'admin.nav.productGroup',
    icon: Package,
    isOpenOn: (path) => productAreaPattern.test(path),
    links: [
      {
        label: 'admin.nav.category',
        href: paths.admin.categoryList.getHref(),
        icon: Tags,
        alsoActiveOn: [paths.admin.category.path],
      },
      {
        label: 'admin.nav.product',
        href: paths.admin.productsList.getHref(),
        icon: ShoppingBag,
        alsoActiveOn: [paths.admin.products.path],
      },
      { label: 'admin.nav.optionGroups', href: paths.admin.optionGroups.getHref(), icon: ListChecks },
    ],
  },
  { label: 'admin.nav.storeSetting', href: paths.admin.storeSetting.getHref(), icon: Clock },
  { label: 'admin.nav.discount', href: paths.admin.discount.getHref(), icon: BadgePercent },
  { label: 'admin.nav.coupons', href: paths.admin.coupons.getHref(), icon: TicketPercent },
  { label: 'admin.nav.postcodes', href: paths.admin.postcodes.getHref(), icon: MapPinned },
  { label: 'admin.nav.legal', href: paths.admin.legal.getHref(), icon: Scale },
  { label: 'admin.nav.printers', href: paths.admin.printers.getHref(), icon: Printer },
];

export function isGroup(item: AdminNavItem): item is AdminNavGroup {
  return 'links' in item;
}

function isAtOrBelow(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

export function isLinkActive(link: AdminNavLink, pathname: string): boolean {
  return [link.href, ...(link.alsoActiveOn ?? [])].some((path) => isAtOrBelow(pathname, path));
}
