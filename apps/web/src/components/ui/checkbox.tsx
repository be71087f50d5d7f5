import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

/** A native checkbox with its label beside it, large enough to hit on a phone. */
export function Checkbox({ label, className, ...props }: ComponentProps<'input'> & { label: string }) {
  return (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-cream-300 bg-white px-3 text-sm font-medium text-ink-900',
        'has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-(--focus-ring)',
        className,
      )}
    >
      <input type="checkbox" className="size-4 accent-brand-600 focus-visible:outline-none" {...props} />
      {label}
    </label>
  );
}
