import type { FieldUnit } from '@/components/ui/decimal-field.tsx';
import { Plus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { ControllerRenderProps } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button.tsx';
import { DecimalField } from '@/components/ui/decimal-field.tsx';
import { cn } from '@/lib/cn.ts';
import { fieldErrorText } from '@/lib/i18n/field-error.ts';
import { normalizedPrice } from '../product-form-values.ts';
import { RowNumber, RowOrderButtons, type OrderedRows } from './ordered-rows.tsx';

type OrderedRowsFieldsetProps = {
  legend: string;
  hint: string;
  rows: OrderedRows;
  /** The list's own error (too few, too many, listed twice). */
  listError: string | undefined;
  addLabel: string;
  canAdd?: boolean;
  onAdd: () => void;
  /** The rows, as `OrderedRow`s. */
  children: ReactNode;
};

/** An ordered list of editable rows (variants, options) with its hint, its error and its Add button. */
export function OrderedRowsFieldset({
  legend,
  hint,
  rows,
  listError,
  addLabel,
  canAdd = true,
  onAdd,
  children,
}: OrderedRowsFieldsetProps) {
  const intl = useIntl();
  const errorId = useId();
  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={listError ? errorId : undefined}>
      <legend className="mb-1.5 block text-sm font-semibold text-ink-800">{legend}</legend>
      <p className="-mt-1 text-sm text-ink-600">{hint}</p>
      <p role="status" className="sr-only">
        {rows.announcement}
      </p>
      <ol className="space-y-3">{children}</ol>
      {listError && (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {fieldErrorText(intl, listError)}
        </p>
      )}
      <Button id={rows.addButtonId} variant="secondary" size="sm" disabled={!canAdd} onClick={onAdd}>
        <Plus aria-hidden="true" />
        {addLabel}
      </Button>
    </fieldset>
  );
}

type OrderedRowProps = {
  rows: OrderedRows;
  index: number;
  /** "Variant", "Option": numbers the row for screen readers. */
  noun: string;
  /** What the row shows as its title, e.g. its name or "New option". */
  title: string;
  /** What its buttons are named after. */
  name: string;
  hasError: boolean;
  children: ReactNode;
};

export function OrderedRow({ rows, index, noun, title, name, hasError, children }: OrderedRowProps) {
  return (
    <li
      className={cn(
        'rounded-xl border bg-cream-50 p-3 sm:p-4',
        hasError ? 'border-danger-700/50' : 'border-cream-300',
      )}
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <p className="min-w-0 truncate text-sm font-bold text-ink-800">
          <RowNumber noun={noun} index={index} />
          {title}
        </p>
        <RowOrderButtons rows={rows} index={index} name={name} />
      </div>
      {children}
    </li>
  );
}

type PriceInputProps = Pick<ControllerRenderProps, 'value' | 'onChange' | 'onBlur' | 'ref' | 'name'> & {
  label: string;
  currencyUnit: FieldUnit;
  error: string | undefined;
  hint?: string;
  className?: string;
};

/** A money field of a form, written back as a normalised price ("2.5" → "2.50") when it loses focus. */
export function PriceInput({ value, onChange, onBlur, ref, name, currencyUnit, ...props }: PriceInputProps) {
  return (
    <DecimalField
      {...props}
      required
      {...currencyUnit}
      value={value}
      onValueChange={onChange}
      onBlur={() => {
        onChange(normalizedPrice(value));
        onBlur();
      }}
      ref={ref}
      name={name}
    />
  );
}
