import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths.ts';
import { RequireRole } from '@/features/auth/components/require-role.tsx';
import { ROLE } from '@food/contract/constants';
import { BACK_OFFICE_DOMAINS } from '@food/i18n';
import { loadDomains } from '@/lib/i18n/language.ts';
import { lazyRoute, page } from './lazy-route.ts';

/** The back office: its own chunks, which the storefront never loads (router.tsx adds it on the way). */
export function adminRoute(): RouteObject {
  return {
    path: paths.admin.login.path,
    // With its texts, in the page's language: fetched beside its code, not after it.
    ...lazyRoute(async () => {
      const [root] = await Promise.all([import('./routes/admin/root.tsx'), loadDomains(BACK_OFFICE_DOMAINS)]);
      return root;
    }),
    children: [
      { index: true, ...lazyRoute(() => import('./routes/admin/login.tsx')) },
      page(paths.admin.forgotPassword.path, () => import('./routes/admin/forgot-password.tsx')),
      page(paths.admin.resetPassword.path, () => import('./routes/admin/reset-password.tsx')),
      {
        element: <RequireRole role={ROLE.storeAdmin} />,
        children: [
          // The kitchen ticket stands alone, without the sidebar, so that only the ticket is printed.
          page(paths.admin.orderTicket.path, () => import('./routes/admin/order-ticket.tsx')),
          {
            ...lazyRoute(() => import('./routes/admin/layout.tsx')),
            children: [
              page(paths.admin.home.path, () => import('./routes/admin/home.tsx')),
              page(paths.admin.orders.path, () => import('./routes/admin/orders.tsx')),
              page(paths.admin.tax.path, () => import('./routes/admin/tax.tsx')),
              page(paths.admin.category.path, () => import('./routes/admin/category.tsx')),
              page(paths.admin.categoryList.path, () => import('./routes/admin/category-list.tsx')),
              page(paths.admin.productsList.path, () => import('./routes/admin/products-list.tsx')),
              page(paths.admin.products.path, () => import('./routes/admin/products.tsx')),
              page(paths.admin.optionGroups.path, () => import('./routes/admin/option-groups.tsx')),
              page(paths.admin.storeSetting.path, () => import('./routes/admin/store-setting.tsx')),
              page(paths.admin.discount.path, () => import('./routes/admin/disscount.tsx')),
              page(paths.admin.postcodes.path, () => import('./routes/admin/postcodes.tsx')),
              page(paths.admin.legal.path, () => import('./routes/admin/legal.tsx')),
              page(paths.admin.printers.path, () => import('./routes/admin/printers.tsx')),
              page(paths.admin.coupons.path, () => import('./routes/admin/coupons.tsx')),
              page(paths.admin.reports.path, () => import('./routes/admin/reports.tsx')),
              page('*', () => import('./routes/admin/not-found.tsx')),
            ],
          },
        ],
      },
    ],
  };
}
