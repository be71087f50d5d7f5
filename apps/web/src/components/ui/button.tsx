import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

const variants = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
  secondary: 'border border-cream-300 bg-white text-ink-900 hover:border-ink-500 hover:bg-cream-100',
  ghost: 'text-ink-800 hover:bg-cream-200',
  /** What cannot be undone: deleting. */
  danger: 'bg-danger-700 text-white shadow-sm hover:bg-danger-700/90',
} as const;

const sizes = {
  // Phones get the 44 px tap target; from `sm` up the small button is compact again.
  sm: 'h-11 gap-1.5 px-3 text-sm sm:h-9',
  md: 'h-11 gap-2 px-5 text-sm',
  lg: 'h-12 gap-2 px-6 text-base',
} as const;

export type ButtonStyle = { variant?: keyof typeof variants; size?: keyof typeof sizes; fullWidth?: boolean };

/** Button looks for buttons and for links that act as buttons. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
}: ButtonStyle = {}): string {
  return cn(
    'inline-flex shrink-0 items-center justify-center rounded-xl font-semibold whitespace-nowrap transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
    variants[variant],
    sizes[size],
    fullWidth && 'w-full',
  );
}

export function Button({
  variant,
  size,
  fullWidth,
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & ButtonStyle) {
  return (
    <button type={type} className={cn(buttonClasses({ variant, size, fullWidth }), className)} {...props} />
  );
}
