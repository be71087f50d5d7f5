import { Clock, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/cn.ts';
import { rangeText, statusHeadline, type StoreStatus } from '../status.ts';
import type { StoreClock } from '../store-time.ts';

/**
 * "Open" with today's hours, or why the store takes no orders and when it does again (spec §4, issue
 * 13), with the reason on a second line; live from the status socket. Before the first message nothing
 * is claimed (a placeholder keeps the line's place); after a connection error it says "Reconnecting…" beside the last hours it heard (issue
 * 15). Everything wraps: nothing is cut off.
 */
export function StoreStatusBadge({
  status,
  store,
  className,
}: {
  status: StoreStatus;
  store: StoreClock | undefined;
  className?: string;
}) {
  // Only picks "17:30" over "Tue 17:30": a page left open past midnight still names the right time.
  const intl = useIntl();
  const [now] = useState(Date.now);
  const headline = statusHeadline(status, now, store, intl);
  // The hours in the reader's language: "11:30 - 14:30" in English, "11:30–14:30" in German.
  const hours = status.todayHours.map((range) => rangeText(range, intl));
  return (
    <div role="status" className={cn('flex min-w-0 flex-col gap-1 text-xs sm:text-sm', className)}>
      {/* Holds the line's place until the socket's first message, so the page below does not move. */}
      {status.state === 'unknown' && !status.reconnecting && <Skeleton className="h-5 w-56 max-w-full" />}
      {(headline || status.hoursText) && (
        <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          {headline && (
            <span
              className={cn(
                'inline-flex min-w-0 items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-bold',
                status.reconnecting
                  ? 'bg-cream-100 text-ink-700 ring-1 ring-ink-700/25'
                  : status.isOpen
                    ? 'bg-herb-50 text-herb-700 ring-1 ring-herb-700/25'
                    : 'bg-danger-50 text-danger-700 ring-1 ring-danger-700/25',
              )}
            >
              {status.reconnecting ? (
                <LoaderCircle
                  aria-hidden="true"
                  className="size-3 shrink-0 animate-spin motion-reduce:animate-none"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className={cn(
                    'size-1.5 shrink-0 rounded-full',
                    status.isOpen ? 'bg-herb-700' : 'bg-danger-700',
                  )}
                />
              )}
              {headline}
            </span>
          )}
          {status.hoursText && (
            <span className="flex min-w-0 items-center gap-1 text-ink-600">
              <Clock aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="sr-only">
                <FormattedMessage id="store.status.hours_label" />
              </span>
              <span>{hours.length > 0 ? hours.join(', ') : status.hoursText}</span>
            </span>
          )}
        </p>
      )}
      {status.closedReason && <p className="font-medium text-ink-700">{status.closedReason}</p>}
    </div>
  );
}
