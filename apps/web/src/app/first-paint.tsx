import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { BACK_OFFICE_DOMAINS, LEGAL_DOMAINS, STOREFRONT_DOMAINS, type Language } from '@food/i18n';
import { paths } from '@/config/paths.ts';
import { STORE_ID } from '@/config/store.ts';
import { seedStoreStatus } from '@/features/store/hooks/use-store-status.ts';
import { loadDomains, setRenderLanguage } from '@/lib/i18n/language.ts';
import { AppProvider } from './provider.tsx';
import { PaintedFrame } from './painted-frame.tsx';
import { seedPageReads } from './page-reads.ts';
import { appRoutes } from './router.tsx';

/** What React hoists out of the body while rendering (titles, image preloads): the page's head takes them. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<link [^>]*\/?>|<meta [^>]*\/?>)*/;

export type FirstPaint = { head: string; body: string };

/**
 * A page as the app renders it, for the server to put into `#root`: the menu page from the page's
 * reads and the store's status, so the restaurant shows before any script has run; a legal page from
 * the store's legal details; or the back office's login. The app then hydrates it (main.tsx), inert until
 * it has (painted-frame.tsx); the visitor's cart and session, which only the browser knows, show after.
 */
export async function renderFirstPaint({
  path = '/',
  lang,
  reads,
  status,
}: {
  /** The menu page `/`, a legal page or the back office's login `/admin` (apps/api/src/plugins/web-static.ts). */
  path?: string;
  lang: Language;
  reads?: unknown;
  status?: unknown;
}): Promise<FirstPaint> {
  const backOffice = path.startsWith(paths.admin.login.path);
  const legal = [paths.imprint, paths.privacy, paths.terms].some(
    (page) => page.path === path || page.alias === path,
  );
  await loadDomains(
    [...STOREFRONT_DOMAINS, ...(backOffice ? BACK_OFFICE_DOMAINS : legal ? LEGAL_DOMAINS : [])],
    lang,
  );
  // Only the page's reads: nothing is fetched on the server.
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  seedPageReads(queryClient, STORE_ID, reads);
  const handler = createStaticHandler(
    appRoutes(queryClient, backOffice ? [(await import('./admin-routes.tsx')).adminRoute()] : []),
  );
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`The page ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Set just before the synchronous render: another render may have run during the awaits.
  setRenderLanguage(lang);
  seedStoreStatus(STORE_ID, status);
  const html = renderToString(
    <PaintedFrame>
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </PaintedFrame>,
  );
  queryClient.clear();
  const head = HOISTED.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}
