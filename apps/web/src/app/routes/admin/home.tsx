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
import type { MessageId } from '@food/i18n';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { AdminPage } from '@/components/layouts/admin/admin-page.tsx';
import { StoreScoped } from '@/features/auth/components/store-scoped.tsx';
import { paths } from '@/config/paths.ts';
import { useAuth } from '@/features/auth/hooks/use-auth.ts';
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview.tsx';

type Shortcut = { title: MessageId; text: MessageId; href: string; icon: LucideIcon };

const shortcuts: Shortcut[] = [
  {
    title: 'admin.home.shortcut.orders.title',
    text: 'admin.home.shortcut.orders.text',
    href: paths.admin.orders.getHref(),
    icon: ClipboardList,
  },
  {
    title: 'admin.home.shortcut.categories.title',
    text: 'admin.home.shortcut.categories.text',
    href: paths.admin.categoryList.getHref(),
    icon: Tags,
  },
  {
    title: 'admin.home.shortcut.products.title',
    text: 'admin.home.shortcut.products.text',
    href: paths.admin.productsList.getHref(),
    icon: ShoppingBag,
  },
  {
    title: 'admin.home.shortcut.tax.title',
    text: 'admin.home.shortcut.tax.text',
    href: paths.admin.tax.getHref(),
    icon: Percent,
  },
  {
    title: 'admin.home.shortcut.storeHours.title',
    text: 'admin.home.shortcut.storeHours.text',
    href: paths.admin.storeSetting.getHref(),
    icon: Clock,
  },
  {
    title: 'admin.home.shortcut.discounts.title',
    text: 'admin.home.shortcut.discounts.text',
    href: paths.admin.discount.getHref(),
    icon: BadgePercent,
  },
  {
    title: 'admin.home.shortcut.postcodes.title',
    text: 'admin.home.shortcut.postcodes.text',
    href: paths.admin.postcodes.getHref(),
    icon: MapPinned,
  },
];

export default function DashboardRoute() {
  const intl = useIntl();
  const { user } = useAuth();
  const description = user?.customer_name
    ? intl.formatMessage({ id: 'admin.home.welcomeNamed' }, { name: user.customer_name })
    : intl.formatMessage({ id: 'admin.home.welcome' });
  return (
    <AdminPage title={intl.formatMessage({ id: 'admin.home.title' })} description={description}>
      <StoreScoped>{(storeId) => <DashboardOverview storeId={storeId} />}</StoreScoped>
      <h2 className="mt-8 mb-3 font-display text-xl font-bold text-ink-900">
        {intl.formatMessage({ id: 'admin.home.shortcuts' })}
      </h2>
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
                <span className="block font-semibold text-ink-900">{intl.formatMessage({ id: title })}</span>
                <span className="block text-sm text-ink-600">{intl.formatMessage({ id: text })}</span>
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
