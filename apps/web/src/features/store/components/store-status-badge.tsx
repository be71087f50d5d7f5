import { Clock } from 'lucide-react';
import { cn } from '@/lib/cn.ts';
import { rangeText, type StoreStatus } from '../status.ts';

/**
 * "Open" or "Closed" with today's hours (spec §4), live from the status socket. While the status is
 * unknown (connecting, or after a connection error) nothing is claimed.
 */
export function StoreStatusBadge({ status, className }: { status: StoreStatus; className?: string }) {
  const [, ...laterRanges] = status.todayHours;
  return (
    <p role="status" className={cn('flex min-w-0 items-center gap-2 text-xs sm:text-sm', className)}>
      {status.statusText && (
        <span
          className={cn(
            'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-bold',
            status.isOpen
              ? 'bg-herb-50 text-herb-700 ring-1 ring-herb-700/25'
              : 'bg-danger-50 text-danger-700 ring-1 ring-danger-700/25',
          )}
        >
          <span
            aria-hidden="true"
            className={cn('size-1.5 rounded-full', status.isOpen ? 'bg-herb-700' : 'bg-danger-700')}
          />
          {status.statusText}
        </span>
      )}
      {status.notice && (
        <span className="min-w-0 truncate font-semibold text-danger-700">{status.notice}</span>
      )}
      {status.hoursText && (
        <span className="flex min-w-0 items-center gap-1 text-ink-600">
          <Clock aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="sr-only">Today&apos;s hours: </span>
          <span className="truncate">
            {status.hoursText}
            {laterRanges.map((range) => `, ${rangeText(range)}`).join('')}
          </span>
        </span>
      )}
    </p>
  );
}
