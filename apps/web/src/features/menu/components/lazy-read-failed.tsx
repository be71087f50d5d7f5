import { lazy, Suspense, type ComponentProps } from 'react';

// Only a read that failed in the browser shows it (the server paints from the reads it has): not in
// the first script.
const ReadFailedAlert = lazy(async () => ({ default: (await import('./read-failed.tsx')).ReadFailed }));

/** read-failed.tsx, downloaded when first needed. */
export function ReadFailed(props: ComponentProps<typeof ReadFailedAlert>) {
  return (
    <Suspense fallback={null}>
      <ReadFailedAlert {...props} />
    </Suspense>
  );
}
