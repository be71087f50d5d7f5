import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '@/lib/cn.ts';
import { fieldErrorText } from '@/lib/i18n/field-error.ts';

export const controlClasses = cn(
  'block w-full rounded-xl border border-ink-500 bg-white px-4 text-base text-ink-900 transition-colors',
  'placeholder:text-ink-600 hover:border-ink-700 focus-visible:border-ink-900',
  'aria-invalid:border-danger-700 disabled:bg-cream-100',
);

export type FieldProps = { label: string; error?: string; hint?: string; className?: string };

/**
 * Label, hint and validation message around one control, wired up for assistive technology. The
 * control gets its id and `aria-describedby` from the render function.
 */
export function FieldShell({
  label,
  error,
  hint,
  className,
  id,
  children,
}: FieldProps & {
  id?: string;
  children: (control: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const intl = useIntl();
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={controlId} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && (
        <p id={hintId} className="text-sm text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {fieldErrorText(intl, error)}
        </p>
      )}
    </div>
  );
}
