import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';
import { controlClasses, FieldShell, type FieldProps } from './field-shell.tsx';

type TextAreaFieldProps = Omit<ComponentProps<'textarea'>, 'className'> & FieldProps;

export function TextAreaField({ label, error, hint, id, className, rows = 3, ...props }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <textarea rows={rows} className={cn(controlClasses, 'py-3')} {...control} {...props} />}
    </FieldShell>
  );
}
