import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';
import { sanitizeDecimal } from './decimal-input.ts';
import { controlClasses, FieldShell, type FieldProps } from './field-shell.tsx';

/** The unit shown in the input: before the number ("£") or after it ("€" in German, "%"). */
export type FieldUnit = { prefix?: string; suffix?: string };

type DecimalFieldProps = Omit<ComponentProps<'input'>, 'className' | 'type' | 'onChange' | 'value'> &
  FieldProps &
  FieldUnit & {
    value: string;
    onValueChange: (value: string) => void;
    decimals?: number;
  };

const unitClasses = 'pointer-events-none absolute inset-y-0 grid place-items-center text-ink-600';

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
  prefix,
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
            className={cn(controlClasses, 'h-12', prefix && 'pl-10', suffix && 'pr-12')}
            value={value}
            onChange={(event) => onValueChange(sanitizeDecimal(event.target.value, decimals))}
            {...control}
            {...props}
          />
          {prefix && (
            <span aria-hidden="true" className={cn(unitClasses, 'left-4')}>
              {prefix}
            </span>
          )}
          {suffix && (
            <span aria-hidden="true" className={cn(unitClasses, 'right-4')}>
              {suffix}
            </span>
          )}
        </div>
      )}
    </FieldShell>
  );
}
