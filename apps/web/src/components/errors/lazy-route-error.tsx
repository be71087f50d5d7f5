import { lazy, Suspense } from 'react';

/**
 * The error page's code, which only a failure needs: not in the first script. The app fetches it once
 * the page is live (main.tsx), so that a tab left open across a deploy, whose old chunks are gone,
 * can still say so.
 */
export const loadRouteError = () => import('./route-error.tsx');

const RouteErrorPage = lazy(async () => ({ default: (await loadRouteError()).RouteError }));

/** The error boundary of every route (route-error.tsx), downloaded when first needed. */
export function LazyRouteError() {
  return (
    <Suspense fallback={null}>
      <RouteErrorPage />
    </Suspense>
  );
}
