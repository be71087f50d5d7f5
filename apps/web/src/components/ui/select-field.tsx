import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';
import { controlClasses, FieldShell, type FieldProps } from './field-shell.tsx';

type SelectFieldProps = Omit<ComponentProps<'select'>, 'className'> &
  FieldProps & { options: { value: string | number; label: string }[]; placeholder?: string };

/** A native select: keyboard, screen readers and phones handle it best. */
export function SelectField({
  label,
  error,
  hint,
  id,
  className,
  options,
  placeholder,
  ...props
}: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => (
        <select className={cn(controlClasses, 'h-12 pr-10')} {...control} {...props}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
