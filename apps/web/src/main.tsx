import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider.tsx';
import { PaintedFrame } from '@/app/painted-frame.tsx';
import { seedPageReads } from '@/app/page-reads.ts';
import { loadRouteError } from '@/components/errors/lazy-route-error.tsx';
import { createAppRouter } from '@/app/router.tsx';
import { pageBootstrap } from '@/config/page-bootstrap.ts';
import { STORE_ID } from '@/config/store.ts';
import { loginHrefFor } from '@/features/auth/redirects.ts';
import { clearSession, getSession } from '@/features/auth/session.ts';
import { seedStoreStatus } from '@/features/store/hooks/use-store-status.ts';
import { configureApiClient } from '@/lib/api-client.ts';
import { STOREFRONT_DOMAINS } from '@food/i18n';
import { loadDomains } from '@/lib/i18n/language.ts';
import { afterFirstInteraction } from '@/lib/first-interaction.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import './index.css';

let router: ReturnType<typeof createAppRouter> | undefined;

// Configured before the router exists: creating it already runs the first loaders, which call the API.
configureApiClient({
  getToken: () => getSession()?.token ?? null,
  // The server no longer accepts the stored token (expired or revoked): log in again, then come back.
  // Only the router's loaders and pages call the API, so it exists by the time an answer arrives.
  onUnauthorized: () => {
    clearSession();
    if (router) void router.navigate(loginHrefFor(router.state.location), { replace: true });
  },
});

const queryClient = createQueryClient();
seedPageReads(queryClient, STORE_ID);

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('The page has no #root element to render into.');
  return element;
}

const container = rootElement();
// The server painted the page (the menu or the back office's login, app/first-paint.tsx): the app takes
// it over instead of replacing it.
const painted = container.firstElementChild?.hasAttribute('data-first-paint') === true;

/**
 * Renders once the storefront's texts are there. The server's page carries them; only the Vite dev
 * server's page makes us fetch them. Not a top-level await: with one, the bundler must keep every
 * module the entry shares with a lazy route out of the entry's chunk, and the first load would be
 * some fifty small scripts instead of a handful.
 */
async function renderApp() {
  await loadDomains(STOREFRONT_DOMAINS);
  // Each step in a task of its own: on a phone, one task holding all of them kept input waiting.
  await nextTask();
  // Its hours are the page's first use of Intl, which loads the locale's data.
  seedStoreStatus(STORE_ID, pageBootstrap.status);
  await nextTask();
  const appRouter = (router = createAppRouter(queryClient, { hydrating: painted }));
  // A painted page whose route's code is lazy (the back office's login) is hydrated once it is here.
  if (painted) await initialised(appRouter);
  await nextTask();
  const app = (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={appRouter} />
    </AppProvider>
  );
  // A transition: React renders the first page in slices that leave the main thread free in between,
  // instead of one long task a phone's input would wait behind.
  startTransition(() => {
    if (painted)
      hydrateRoot(
        container,
        <StrictMode>
          <PaintedFrame>{app}</PaintedFrame>
        </StrictMode>,
      );
    else createRoot(container).render(<StrictMode>{app}</StrictMode>);
  });
  // Fetched before it can be needed, so that a page that fails offline can still say so.
  afterFirstInteraction(() => void loadRouteError());
}

function initialised(appRouter: NonNullable<typeof router>): Promise<void> {
  return new Promise((resolve) => {
    if (appRouter.state.initialized) return resolve();
    const stop = appRouter.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** Lets the browser paint and take input before the next step of the start. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

void renderApp();
