import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';
import { controlClasses, FieldShell, type FieldProps } from './field-shell.tsx';

type TextFieldProps = Omit<ComponentProps<'input'>, 'className'> & FieldProps;

/** A labelled input with its validation message wired up for assistive technology. */
export function TextField({ label, error, hint, id, className, ...props }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <input className={cn(controlClasses, 'h-12')} {...control} {...props} />}
    </FieldShell>
  );
}
