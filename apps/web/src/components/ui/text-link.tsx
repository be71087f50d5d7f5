import { Link, type LinkProps } from 'react-router';
import { cn } from '@/lib/cn.ts';

/** A link inside running text: underlined, so it does not rely on colour alone. */
export function TextLink({ className, ...props }: LinkProps) {
  return (
    <Link
      className={cn(
        'rounded-sm font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700',
        className,
      )}
      {...props}
    />
  );
}
