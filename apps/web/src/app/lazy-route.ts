import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { LazyRouteError as RouteError } from '@/components/errors/lazy-route-error.tsx';

type RouteModule = { default: ComponentType };

/**
 * A route whose code is downloaded on first visit. Its own error boundary catches its failures,
 * so the header or sidebar around it stays usable.
 */
export function lazyRoute(load: () => Promise<RouteModule>) {
  return {
    lazy: async () => ({ Component: (await load()).default }),
    ErrorBoundary: RouteError,
  } satisfies RouteObject;
}

export function page(path: string, load: () => Promise<RouteModule>): RouteObject {
  return { path, ...lazyRoute(load) };
}
