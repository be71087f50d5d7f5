import { cn } from '@/lib/cn.ts';

/** A shimmering block that stands in for content while it loads; hidden from assistive technology. */
export function Skeleton({ className, round = false }: { className?: string; round?: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse bg-cream-200', round ? 'rounded-full' : 'rounded-lg', className)}
    />
  );
}
