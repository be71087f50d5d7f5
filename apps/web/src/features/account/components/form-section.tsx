import type { ReactNode } from 'react';

/** A titled group of fields inside an account form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-4 text-xs font-bold tracking-[0.14em] text-brand-700 uppercase">{title}</legend>
      {children}
    </fieldset>
  );
}
