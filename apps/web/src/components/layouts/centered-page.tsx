import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '@/lib/cn.ts';

type CenteredPageProps = {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  children?: ReactNode;
  /** Links under the card, e.g. "Don't have an account? Register". */
  footer?: ReactNode;
  width?: 'narrow' | 'wide';
};

/** The storefront's frame for account and checkout pages: one card with a heading and a short intro. */
export function CenteredPage({
  icon: Icon,
  title,
  description,
  children,
  footer,
  width = 'narrow',
}: CenteredPageProps) {
  const intl = useIntl();
  return (
    <div className={cn('mx-auto w-full px-4 py-10 sm:py-16', width === 'narrow' ? 'max-w-md' : 'max-w-3xl')}>
      <title>{intl.formatMessage({ id: 'store.title.page' }, { page: title })}</title>
      <div className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-cream-200 sm:p-9">
        <span className="mb-5 grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <h1 className="font-display text-[1.75rem] leading-tight font-bold text-ink-900 sm:text-3xl">
          {title}
        </h1>
        <div className="mt-2 text-ink-600">{description}</div>
        {children && <div className="mt-7">{children}</div>}
      </div>
      {footer && <div className="mt-6 space-y-2 text-center text-sm text-ink-600">{footer}</div>}
    </div>
  );
}
