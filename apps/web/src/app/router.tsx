import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from '@/components/errors/route-error.tsx';
import { PageLoader } from '@/components/layouts/page-loader.tsx';
import { paths } from '@/config/paths.ts';
import { STORE_ID } from '@/config/store.ts';
import { RequireRole } from '@/features/auth/components/require-role.tsx';
import { ROLE } from '@food/contract/constants';
import { categoriesQueryOptions } from '@/features/menu/api/get-categories.ts';
import { storeQueryOptions } from '@/features/store/api/get-store.ts';
import { RootLayout } from './root-layout.tsx';
import StorefrontLayout from './routes/storefront/layout.tsx';
import MenuPage from './routes/storefront/menu.tsx';
import { BACK_OFFICE_DOMAINS } from '@food/i18n';
import { loadDomains } from '@/lib/i18n/language.ts';

type RouteModule = { default: ComponentType };

/** The routes of the menu page with a loader: the page the server paints. */
const MENU_ROUTE_IDS = ['storefront', 'menu'] as const;

/**
 * A route whose code is downloaded on first visit. Its own error boundary catches its failures,
 * so the header or sidebar around it stays usable.
 */
function lazyRoute(load: () => Promise<RouteModule>) {
  return {
    lazy: async () => ({ Component: (await load()).default }),
    ErrorBoundary: RouteError,
  } satisfies RouteObject;
}

function page(path: string, load: () => Promise<RouteModule>): RouteObject {
  return { path, ...lazyRoute(load) };
}

/** Every page of the app; the browser's router (below) and the server's first paint (first-paint.tsx) use them. */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  // The storefront's frame and its menu come with the app's first script, not after it: the page a
  // customer lands on paints without waiting for a second download.
  const storefront: RouteObject = {
    id: MENU_ROUTE_IDS[0],
    Component: StorefrontLayout,
    ErrorBoundary: RouteError,
    // These loaders start the storefront's requests alongside the download of its code, not after it.
    loader: () => {
      void queryClient.prefetchQuery(storeQueryOptions(STORE_ID));
      return null;
    },
    children: [
      {
        id: MENU_ROUTE_IDS[1],
        index: true,
        Component: MenuPage,
        ErrorBoundary: RouteError,
        loader: () => {
          void queryClient.prefetchQuery(categoriesQueryOptions(STORE_ID));
          return null;
        },
      },
      page(paths.login.path, () => import('./routes/storefront/login.tsx')),
      page(paths.register.path, () => import('./routes/storefront/register.tsx')),
      page(paths.forgotPassword.path, () => import('./routes/storefront/forgot-password.tsx')),
      page(paths.resetPassword.path, () => import('./routes/storefront/reset-password.tsx')),
      page(paths.verifyRegistration.path, () => import('./routes/storefront/verify-registration.tsx')),
      {
        element: <RequireRole role={ROLE.customer} />,
        children: [
          page(paths.checkout.path, () => import('./routes/storefront/checkout.tsx')),
          page(paths.updateAddress.path, () => import('./routes/storefront/update-address.tsx')),
          page(paths.orders.path, () => import('./routes/storefront/orders.tsx')),
        ],
      },
      page('*', () => import('./routes/storefront/not-found.tsx')),
    ],
  };

  // The back office: its own chunks, which the storefront never loads.
  const admin: RouteObject = {
    path: paths.admin.login.path,
    // With its texts, in the page's language: fetched beside its code, not after it.
    ...lazyRoute(async () => {
      const [root] = await Promise.all([import('./routes/admin/root.tsx'), loadDomains(BACK_OFFICE_DOMAINS)]);
      return root;
    }),
    children: [
      { index: true, ...lazyRoute(() => import('./routes/admin/login.tsx')) },
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
              page('*', () => import('./routes/admin/not-found.tsx')),
            ],
          },
        ],
      },
    ],
  };

  return [
    {
      Component: RootLayout,
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteError,
      children: [storefront, admin],
    },
  ];
}

/**
 * The browser's router. Hydrating the server's menu page, it starts as that page was rendered: its
 * loaders only start reads the page already carries, so they are taken as done and the first render
 * is the page, not the loading screen.
 */
export function createAppRouter(queryClient: QueryClient, { hydrating = false } = {}) {
  const hydrationData = hydrating
    ? { loaderData: Object.fromEntries(MENU_ROUTE_IDS.map((id) => [id, null])) }
    : undefined;
  return createBrowserRouter(appRoutes(queryClient), { hydrationData });
}
