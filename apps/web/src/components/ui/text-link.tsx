import { Link, type LinkProps } from 'react-router';
import { cn } from '@/lib/cn.ts';

/**
 * A link inside running text: underlined, so it does not rely on colour alone. A `standalone` link
 * (on a line of its own, not in a sentence) is a 44 px tall target on phones.
 */
export function TextLink({ className, standalone = false, ...props }: LinkProps & { standalone?: boolean }) {
  return (
    <Link
      className={cn(
        'rounded-sm font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700',
        standalone && 'inline-flex min-h-11 items-center sm:min-h-0',
        className,
      )}
      {...props}
    />
  );
}
