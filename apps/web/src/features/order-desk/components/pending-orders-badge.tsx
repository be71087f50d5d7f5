import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { cn } from '@/lib/cn.ts';
import { pendingOrdersQueryOptions } from '../api/desk-orders.ts';
import { useDeskFeed } from '../hooks/use-desk-feed.ts';

/** Read by screen readers only: the word after the count. */
const srOnly = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>;

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
      <FormattedMessage id="desk.board.pending_badge" values={{ count, sr: srOnly }} />
    </span>
  );
}
