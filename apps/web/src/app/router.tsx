import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LazyRouteError as RouteError } from '@/components/errors/lazy-route-error.tsx';
import { PageLoader } from '@/components/layouts/page-loader.tsx';
import { isAdminPath, paths } from '@/config/paths.ts';
import { STORE_ID } from '@/config/store.ts';
import { categoriesQueryOptions } from '@/features/menu/api/get-categories.ts';
import { storeQueryOptions } from '@/features/store/api/get-store.ts';
import { page } from './lazy-route.ts';
import { RootLayout } from './root-layout.tsx';
import type * as LegalPages from './routes/storefront/legal.tsx';
import StorefrontLayout from './routes/storefront/layout.tsx';
import MenuPage from './routes/storefront/menu.tsx';
import { LEGAL_DOMAINS } from '@food/i18n';
import { loadDomains } from '@/lib/i18n/language.ts';

const ROOT_ROUTE_ID = 'root';

/** The routes of the menu page with a loader: the page the server paints. */
const MENU_ROUTE_IDS = ['storefront', 'menu'] as const;

/**
 * The storefront's pages; the browser's router (below) and the server's first paint (first-paint.tsx)
 * use them. The back office's are added under ROOT_ROUTE_ID when a path of its is first visited
 * (admin-routes.tsx), so that the storefront's first script does not carry its table of pages.
 */
/** A legal page, under its English and its German path; one chunk holds all three, their texts come with it. */
function legalPages(
  page: { path: string; alias: string },
  pick: (pages: typeof LegalPages) => ComponentType,
) {
  const load = () => Promise.all([import('./routes/storefront/legal.tsx'), loadDomains(LEGAL_DOMAINS)]);
  return [page.path, page.alias].map((path): RouteObject => ({
    path,
    lazy: async () => ({ Component: pick((await load())[0]) }),
    ErrorBoundary: RouteError,
  }));
}

export function appRoutes(queryClient: QueryClient, more: RouteObject[] = []): RouteObject[] {
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
      ...legalPages(paths.imprint, (pages) => pages.Imprint),
      ...legalPages(paths.privacy, (pages) => pages.Privacy),
      ...legalPages(paths.terms, (pages) => pages.Terms),
      // Its own customer check: it stays to say the account is gone once the session has ended.
      page(paths.account.path, () => import('./routes/storefront/account.tsx')),
      // A customer's or a guest's (each checks for itself): with its return from the payment page,
      // /checkout/return, a chunk the checkout's loads.
      page(`${paths.checkout.path}/*`, () => import('./routes/storefront/checkout.tsx')),
      page(paths.updateAddress.path, () => import('./routes/storefront/update-address.tsx')),
      // My orders (a customer's), and one order's page (a guest's by its key, or a customer's own): each
      // checks for itself, so that the first script carries no guard.
      page(`${paths.orders.path}/:id?`, () => import('./routes/storefront/orders.tsx')),
      page('*', () => import('./routes/storefront/not-found.tsx')),
    ],
  };

  return [
    {
      id: ROOT_ROUTE_ID,
      Component: RootLayout,
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteError,
      children: [storefront, ...more],
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
  let backOffice: Promise<void> | undefined;
  return createBrowserRouter(appRoutes(queryClient), {
    hydrationData,
    // A back-office path first matches the storefront's catch-all page, which makes the router ask here.
    async patchRoutesOnNavigation({ path, patch }) {
      if (!isAdminPath(path)) return;
      backOffice ??= import('./admin-routes.tsx').then(({ adminRoute }) =>
        patch(ROOT_ROUTE_ID, [adminRoute()]),
      );
      await backOffice;
    },
  });
}
