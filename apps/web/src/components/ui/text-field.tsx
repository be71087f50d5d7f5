import { useId, type ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

type TextFieldProps = ComponentProps<'input'> & { label: string; error?: string };

/** A labelled input with its validation message wired up for assistive technology. */
export function TextField({ label, error, id, className, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'block h-12 w-full rounded-xl border border-ink-500 bg-white px-4 text-base text-ink-900 transition-colors',
          'placeholder:text-ink-600 hover:border-ink-700 focus-visible:border-ink-900',
          'aria-invalid:border-danger-700 disabled:bg-cream-100',
        )}
        {...props}
      />
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
