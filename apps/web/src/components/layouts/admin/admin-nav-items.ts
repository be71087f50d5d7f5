import {
  BadgePercent,
  ClipboardList,
  Clock,
  LayoutDashboard,
  ListChecks,
  MapPinned,
  Package,
  Percent,
  ShoppingBag,
  Tags,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/config/paths.ts';

/** A live count beside a link's label: the orders waiting for an answer. */
export type AdminNavBadge = 'pendingOrders';

export type AdminNavLink = {
  label: string;
  href: string;
  icon: LucideIcon;
  /** Further paths on which this link is shown as the current page. */
  alsoActiveOn?: string[];
  badge?: AdminNavBadge;
};
export type AdminNavGroup = {
  label: string;
  icon: LucideIcon;
  links: AdminNavLink[];
  isOpenOn: (path: string) => boolean;
};
export type AdminNavItem = AdminNavLink | AdminNavGroup;

const productAreaPattern = /\/(category|products|option-groups)(-list)?(\/|$)/;

export const adminNavItems: AdminNavItem[] = [
  { label: 'Dashboard', href: paths.admin.home.getHref(), icon: LayoutDashboard },
  { label: 'Orders', href: paths.admin.orders.getHref(), icon: ClipboardList, badge: 'pendingOrders' },
  { label: 'Tax', href: paths.admin.tax.getHref(), icon: Percent },
  {
    label: 'Product',
    icon: Package,
    isOpenOn: (path) => productAreaPattern.test(path),
    links: [
      {
        label: 'Category',
        href: paths.admin.categoryList.getHref(),
        icon: Tags,
        alsoActiveOn: [paths.admin.category.path],
      },
      {
        label: 'Product',
        href: paths.admin.productsList.getHref(),
        icon: ShoppingBag,
        alsoActiveOn: [paths.admin.products.path],
      },
      { label: 'Option groups', href: paths.admin.optionGroups.getHref(), icon: ListChecks },
    ],
  },
  { label: 'Store setting', href: paths.admin.storeSetting.getHref(), icon: Clock },
  { label: 'Disscount', href: paths.admin.discount.getHref(), icon: BadgePercent },
  { label: 'Delivery postcodes', href: paths.admin.postcodes.getHref(), icon: MapPinned },
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
