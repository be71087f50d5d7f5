import { useSyncExternalStore, type ReactNode } from 'react';

const neverChanges = () => () => {};

/**
 * Around the menu page the server painted (first-paint.tsx) and the app then hydrates (main.tsx):
 * inert and hidden from assistive technology until the app has taken it over, so that nothing can be
 * pressed or read out that does not work yet. Hydrating reads the server's value, then the browser's.
 */
export function PaintedFrame({ children }: { children: ReactNode }) {
  const live = useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
  return (
    <div data-first-paint="" inert={!live} aria-hidden={live ? undefined : true} className="contents">
      {children}
    </div>
  );
}
