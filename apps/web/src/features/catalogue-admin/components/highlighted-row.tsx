import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { cn } from '@/lib/cn.ts';
import type { Highlight } from '../hooks/use-requested-row.ts';

/** A list row, tinted and scrolled into view while it is the one to point out. */
export function HighlightedRow({
  id,
  highlight,
  children,
}: {
  id: number;
  highlight: Highlight | null;
  children: ReactNode;
}) {
  const on = highlight?.id === id;
  return (
    <tr
      data-highlighted={on || undefined}
      ref={on ? (row) => row?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }) : undefined}
      className={cn(on && 'bg-saffron-200/40')}
    >
      {children}
    </tr>
  );
}

/** Says in words, not only in colour, which row was just added. */
export function NewBadge() {
  return (
    <span className="ml-2 inline-flex rounded-full bg-saffron-200 px-2 py-0.5 align-middle text-xs font-bold text-ink-900">
      <FormattedMessage id="catalogue.newBadge" />
    </span>
  );
}
