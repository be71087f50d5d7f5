import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  className,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-2xl border border-dashed border-cream-300 bg-white/60 px-6 py-10 text-center',
        className,
      )}
    >
      <span className="mb-4 grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <p className="font-display text-lg font-semibold text-ink-900">{title}</p>
      {children && <div className="mt-1.5 max-w-md text-sm text-ink-600">{children}</div>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
