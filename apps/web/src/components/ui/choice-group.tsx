import { useId, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '@/lib/cn.ts';
import { fieldErrorText } from '@/lib/i18n/field-error.ts';

type Choice<T extends string> = { value: T; label: string; description?: string };

type ChoiceGroupProps<T extends string> = {
  label: string;
  name: string;
  value: T;
  onChange: (value: T) => void;
  onBlur?: () => void;
  options: Choice<T>[];
  error?: string;
  hint?: string;
  className?: string;
  /** The first radio, for a form library to focus on a validation error. */
  ref?: Ref<HTMLInputElement>;
};

/**
 * Native radio buttons as cards in a fieldset: a short set of exclusive choices (a product's type, its
 * status), with arrow keys moving between them as usual.
 */
export function ChoiceGroup<T extends string>({
  label,
  name,
  value,
  onChange,
  onBlur,
  options,
  error,
  hint,
  className,
  ref,
}: ChoiceGroupProps<T>) {
  const intl = useIntl();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={cn('space-y-1.5', className)} aria-describedby={describedBy}>
      <legend className="mb-1.5 block text-sm font-semibold text-ink-800">{label}</legend>
      <div className={cn('grid gap-2', options.length === 2 ? 'grid-cols-2' : 'sm:grid-cols-3')}>
        {options.map((option, index) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border border-ink-500/60 bg-white px-3 py-3 text-sm transition-colors',
              'hover:border-ink-700 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-1 has-checked:ring-brand-600',
              'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-(--focus-ring)',
            )}
          >
            <input
              ref={index === 0 ? ref : undefined}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
              className="mt-0.5 size-4 shrink-0 accent-brand-600 focus-visible:outline-none"
            />
            <span className="min-w-0">
              <span className="block font-semibold text-ink-900">{option.label}</span>
              {option.description && (
                <span className="mt-0.5 block text-xs text-ink-600">{option.description}</span>
              )}
            </span>
          </label>
        ))}
      </div>
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
    </fieldset>
  );
}
