import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider.tsx';
import { seedPageReads } from '@/app/page-reads.ts';
import { createAppRouter } from '@/app/router.tsx';
import { pageBootstrap } from '@/config/page-bootstrap.ts';
import { STORE_ID } from '@/config/store.ts';
import { loginHrefFor } from '@/features/auth/redirects.ts';
import { clearSession, getSession } from '@/features/auth/session.ts';
import { seedStoreStatus } from '@/features/store/hooks/use-store-status.ts';
import { configureApiClient } from '@/lib/api-client.ts';
import { STOREFRONT_DOMAINS } from '@food/i18n';
import { loadDomains } from '@/lib/i18n/language.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import './index.css';

// Configured before the router exists: creating it already runs the first loaders, which call the API.
configureApiClient({
  getToken: () => getSession()?.token ?? null,
  // The server no longer accepts the stored token (expired or revoked): log in again, then come back.
  // A response arrives asynchronously, by which time `router` below is defined.
  onUnauthorized: () => {
    clearSession();
    void router.navigate(loginHrefFor(router.state.location), { replace: true });
  },
});

const queryClient = createQueryClient();
seedPageReads(queryClient, STORE_ID);
seedStoreStatus(STORE_ID, pageBootstrap.status);
const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

const root = createRoot(container);

/**
 * Renders once the storefront's texts are there. The server's page carries them; only the Vite dev
 * server's page makes us fetch them. Not a top-level await: with one, the bundler must keep every
 * module the entry shares with a lazy route out of the entry's chunk, and the first load would be
 * some fifty small scripts instead of a handful.
 */
async function renderApp() {
  await loadDomains(STOREFRONT_DOMAINS);
  // A transition: React renders the first page in slices that leave the main thread free in between,
  // instead of one long task a phone's input would wait behind.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
  });
}

void renderApp();
