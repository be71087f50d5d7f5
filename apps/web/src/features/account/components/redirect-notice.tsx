import { CircleCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useCountdown } from '@/hooks/use-countdown.ts';
import { cn } from '@/lib/cn.ts';

type RedirectNoticeProps = {
  message: string;
  /** Where the page goes by itself after `seconds`, and what its button reads. */
  to: string;
  action: string;
  seconds: number;
  onDone: () => void;
  tone?: 'success' | 'danger';
  icon?: LucideIcon;
  children?: ReactNode;
};

/** A success (or failure) message that moves on by itself after a few seconds, or at once by its button. */
export function RedirectNotice({
  message,
  to,
  action,
  seconds,
  onDone,
  tone = 'success',
  icon: Icon = CircleCheck,
  children,
}: RedirectNoticeProps) {
  const left = useCountdown(seconds, { running: true, onDone });
  return (
    <div className="flex flex-col items-center text-center">
      <div role={tone === 'success' ? 'status' : 'alert'} className="flex flex-col items-center">
        <span
          className={cn(
            'mb-4 grid size-16 place-items-center rounded-full',
            tone === 'success' ? 'bg-herb-50 text-herb-700' : 'bg-danger-50 text-danger-700',
          )}
        >
          <Icon aria-hidden="true" className="size-8" />
        </span>
        <p className="text-lg font-semibold text-ink-900">{message}</p>
        {children}
      </div>
      <Link to={to} replace className={cn(buttonClasses({ size: 'lg' }), 'mt-6')}>
        {action}
      </Link>
      <p className="mt-3 text-sm text-ink-600 tabular-nums">
        <FormattedMessage id="account.redirect.continuing" values={{ seconds: left }} />
      </p>
    </div>
  );
}
