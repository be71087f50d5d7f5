import type { Order } from '@food/contract';
import { CircleCheck, CircleX, Clock, CookingPot, PackageCheck } from 'lucide-react';
import { useIntl } from 'react-intl';
import { cn } from '@/lib/cn.ts';
import { deskStatus, type DeskTone } from '../desk-status.ts';

const tones: Record<DeskTone, { icon: typeof Clock; className: string }> = {
  pending: { icon: Clock, className: 'bg-saffron-200/70 text-ink-900 ring-saffron-400/60' },
  accepted: { icon: CircleCheck, className: 'bg-herb-50 text-herb-700 ring-herb-700/25' },
  progress: { icon: CookingPot, className: 'bg-brand-50 text-brand-700 ring-brand-700/25' },
  done: { icon: PackageCheck, className: 'bg-cream-200 text-ink-800 ring-ink-500/40' },
  rejected: { icon: CircleX, className: 'bg-danger-50 text-danger-700 ring-danger-700/25' },
};

/** The order's state in one word with an icon, so that colour is never the only signal. */
export function DeskStatusBadge({
  order,
  className,
}: {
  order: Pick<Order, 'approval_status' | 'fulfilment_status' | 'reject_reason_code' | 'order_type'>;
  className?: string;
}) {
  const status = deskStatus(order, useIntl());
  const { icon: Icon, className: tone } = tones[status.tone];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap ring-1',
        tone,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {status.label}
    </span>
  );
}
