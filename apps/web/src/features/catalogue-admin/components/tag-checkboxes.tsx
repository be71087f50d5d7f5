import type { UseFormRegisterReturn } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox.tsx';

/** A fieldset of checkboxes over a list of codes, each shown by its label; the form holds the ticked codes. */
export function TagCheckboxes<T extends string>({
  legend,
  hint,
  codes,
  labels,
  field,
}: {
  legend: string;
  hint: string;
  codes: readonly T[];
  labels: Record<T, string>;
  field: UseFormRegisterReturn;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 block text-sm font-semibold text-ink-800">{legend}</legend>
      <p className="-mt-1 text-sm text-ink-600">{hint}</p>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {codes.map((code) => (
          <Checkbox key={code} label={labels[code]} value={code} {...field} />
        ))}
      </div>
    </fieldset>
  );
}
