import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';
import { sanitizeDecimal } from './decimal-input.ts';
import { controlClasses, FieldShell, type FieldProps } from './field-shell.tsx';

type DecimalFieldProps = Omit<ComponentProps<'input'>, 'className' | 'type' | 'onChange' | 'value'> &
  FieldProps & {
    value: string;
    onValueChange: (value: string) => void;
    decimals?: number;
    /** Shown at the end of the input, e.g. the currency symbol or "%". */
    suffix?: string;
  };

/** A numeric input that only takes digits and one decimal point (spec §5), 2 decimals unless told. */
export function DecimalField({
  label,
  error,
  hint,
  id,
  className,
  value,
  onValueChange,
  decimals = 2,
  suffix,
  ...props
}: DecimalFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <div className="relative">
          <input
            type="text"
            inputMode={decimals > 0 ? 'decimal' : 'numeric'}
            autoComplete="off"
            className={cn(controlClasses, 'h-12', suffix && 'pr-12')}
            value={value}
            onChange={(event) => onValueChange(sanitizeDecimal(event.target.value, decimals))}
            {...control}
            {...props}
          />
          {suffix && (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 right-4 grid place-items-center text-ink-600"
            >
              {suffix}
            </span>
          )}
        </div>
      )}
    </FieldShell>
  );
}
