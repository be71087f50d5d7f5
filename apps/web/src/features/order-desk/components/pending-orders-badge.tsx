import { useQuery } from '@tanstack/react-query';
import { cn } from '@/lib/cn.ts';
import { pendingOrdersQueryOptions } from '../api/desk-orders.ts';
import { useDeskFeed } from '../hooks/use-desk-feed.ts';

/**
 * The number of orders waiting for an answer, beside "Orders" in the sidebar. It keeps the back
 * office's live order feed open on every page, so the count (and the chime, once enabled) follow
 * new orders wherever the administrator is.
 */
export function PendingOrdersBadge({ collapsed }: { collapsed: boolean }) {
  useDeskFeed();
  const count = useQuery(pendingOrdersQueryOptions()).data?.pending_count ?? 0;
  if (count === 0) return null;
  return (
    <span
      className={cn(
        'grid h-5 min-w-5 place-items-center rounded-full bg-saffron-200 px-1.5 text-xs font-bold text-ink-900 tabular-nums',
        collapsed ? 'absolute top-0.5 right-1.5' : 'ml-auto',
      )}
    >
      {count}
      <span className="sr-only"> pending</span>
    </span>
  );
}
