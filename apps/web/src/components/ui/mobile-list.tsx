import type { ReactNode } from 'react';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';

/**
 * The phone-width stand-in for a DataTable whose columns do not fit 390 px: one card per row, with
 * the same skeleton, error and empty states. Shown below the `sm` breakpoint only; the table above it.
 */
export function MobileList({
  label,
  isLoading,
  error,
  empty,
  rowCount,
  children,
}: {
  label: string;
  isLoading: boolean;
  error?: string | null;
  empty: string;
  rowCount: number;
  children: ReactNode;
}) {
  if (error) return <ErrorAlert title={error} className="sm:hidden" />;
  if (isLoading) {
    return (
      <ul aria-label={label} aria-busy="true" className="space-y-3 sm:hidden">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index} className="space-y-3 rounded-xl border border-cream-200 p-4">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-3/4" />
          </li>
        ))}
      </ul>
    );
  }
  if (rowCount === 0) {
    return (
      <p className="rounded-xl border border-dashed border-cream-300 px-4 py-8 text-center text-ink-700 sm:hidden">
        {empty}
      </p>
    );
  }
  return (
    <ul aria-label={label} className="space-y-3 sm:hidden">
      {children}
    </ul>
  );
}

/** One card of a MobileList. */
export function MobileListItem({ children }: { children: ReactNode }) {
  return <li className="rounded-xl border border-cream-200 bg-white p-4">{children}</li>;
}
