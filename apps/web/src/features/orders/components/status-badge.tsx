import { Ban, CircleCheck, CircleX, Clock } from 'lucide-react';
import { useIntl } from 'react-intl';
import { cn } from '@/lib/cn.ts';
import { statusLabel, statusView } from '../order-status.ts';

const tones = {
  pending: { icon: Clock, className: 'bg-saffron-200/70 text-ink-900 ring-saffron-400/60' },
  accepted: { icon: CircleCheck, className: 'bg-herb-50 text-herb-700 ring-herb-700/25' },
  rejected: { icon: CircleX, className: 'bg-danger-50 text-danger-700 ring-danger-700/25' },
  cancelled: { icon: Ban, className: 'bg-cream-100 text-ink-800 ring-ink-700/20' },
} as const;

/** Pending, Accepted, Rejected or Cancelled, with an icon so that the colour is never the only signal. */
export function StatusBadge({ status, className }: { status: number; className?: string }) {
  const intl = useIntl();
  const { icon: Icon, className: tone } = tones[statusView(status)];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold ring-1',
        tone,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {intl.formatMessage({ id: statusLabel(status) })}
    </span>
  );
}
