import type { ReactNode } from 'react';
import { useHydrated } from '@/hooks/use-hydrated.ts';

/**
 * Around a page the server painted (first-paint.tsx) and the app then hydrates (main.tsx): inert and
 * hidden from assistive technology until the app has taken it over, so that nothing can be pressed or
 * read out that does not work yet.
 */
export function PaintedFrame({ children }: { children: ReactNode }) {
  const live = useHydrated();
  return (
    <div data-first-paint="" inert={!live} aria-hidden={live ? undefined : true} className="contents">
      {children}
    </div>
  );
}
