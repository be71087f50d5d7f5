import {
  BadgePercent,
  ChevronRight,
  ClipboardList,
  Clock,
  MapPinned,
  Percent,
  ShoppingBag,
  Tags,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { StoreScoped } from '@/features/auth/components/store-scoped.tsx';
import { paths } from '@/config/paths.ts';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview.tsx';

type Shortcut = { title: string; text: string; href: string; icon: LucideIcon };

const shortcuts: Shortcut[] = [
  {
    title: 'Orders',
    text: 'Accept or reject incoming orders.',
    href: paths.admin.orders.getHref(),
    icon: ClipboardList,
  },
  {
    title: 'Categories',
    text: 'The sections of your menu.',
    href: paths.admin.categoryList.getHref(),
    icon: Tags,
  },
  {
    title: 'Products',
    text: 'Dishes, drinks and their prices.',
    href: paths.admin.productsList.getHref(),
    icon: ShoppingBag,
  },
  { title: 'Tax', text: 'Tax rates of your menu.', href: paths.admin.tax.getHref(), icon: Percent },
  {
    title: 'Store hours',
    text: 'When customers can order.',
    href: paths.admin.storeSetting.getHref(),
    icon: Clock,
  },
  {
    title: 'Discounts',
    text: 'Delivery and pickup discounts.',
    href: paths.admin.discount.getHref(),
    icon: BadgePercent,
  },
  {
    title: 'Delivery postcodes',
    text: 'Where you deliver, and the fees.',
    href: paths.admin.postcodes.getHref(),
    icon: MapPinned,
  },
];

export default function DashboardRoute() {
  const { user } = useAuth();
  const greeting = user?.customer_name ? `Welcome back, ${user.customer_name}.` : 'Welcome back.';
  return (
    <AdminPage title="Dashboard" description={`${greeting} Here is your restaurant's day so far, live.`}>
      <StoreScoped>{(storeId) => <DashboardOverview storeId={storeId} />}</StoreScoped>
      <h2 className="mt-8 mb-3 font-display text-xl font-bold text-ink-900">Shortcuts</h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {shortcuts.map(({ title, text, href, icon: Icon }) => (
          <li key={href}>
            <Link
              to={href}
              className="group flex items-center gap-4 rounded-2xl bg-white p-5 shadow-card ring-1 ring-cream-200 transition hover:ring-brand-300"
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold text-ink-900">{title}</span>
                <span className="block text-sm text-ink-600">{text}</span>
              </span>
              <ChevronRight
                aria-hidden="true"
                className="size-5 shrink-0 text-ink-500 transition group-hover:translate-x-0.5 group-hover:text-brand-700"
              />
            </Link>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}
