import type { SaveProduct } from '@food/contract';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import {
  Controller,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFieldArrayReturn,
  type UseFormRegister,
} from 'react-hook-form';
import { Button } from '@/components/ui/button.tsx';
import { DecimalField } from '@/components/ui/decimal-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { cn } from '@/lib/cn.ts';
import { emptyVariant, normalizedPrice, type ProductFormValues } from '../product-form-values.ts';
import { RowNumber, RowOrderButtons, useOrderedRows } from './ordered-rows.tsx';

type VariantEditorProps = {
  control: Control<ProductFormValues, unknown, SaveProduct>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  variants: UseFieldArrayReturn<ProductFormValues, 'variants'>;
  currencySymbol: string;
};

/**
 * The variants of a variable product: each a name, a price and an optional description, in the order
 * customers see them. Rows move with Move up / Move down; every button is named after its variant.
 */
export function VariantEditor({ control, register, errors, variants, currencySymbol }: VariantEditorProps) {
  const { fields, append, remove, move } = variants;
  const values = useWatch({ control, name: 'variants' });
  const rows = useOrderedRows({ keys: fields.map((field) => field.id), move, remove });
  const errorId = useId();

  const nameOf = (index: number) => values?.[index]?.name?.trim() || `variant ${index + 1}`;
  const listError = errors.variants?.root?.message ?? errors.variants?.message;

  return (
    <fieldset className="space-y-3" aria-describedby={listError ? errorId : undefined}>
      <legend className="mb-1.5 block text-sm font-semibold text-ink-800">Variants</legend>
      <p className="-mt-1 text-sm text-ink-600">
        Sizes or options, each with its own price, in the order customers see them.
      </p>
      <p role="status" className="sr-only">
        {rows.announcement}
      </p>
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const rowErrors = errors.variants?.[index];
          return (
            <li
              key={field.id}
              className={cn(
                'rounded-xl border bg-cream-50 p-3 sm:p-4',
                rowErrors ? 'border-danger-700/50' : 'border-cream-300',
              )}
            >
              <div className="mb-2 flex items-center justify-between gap-2">
                <p className="text-sm font-bold text-ink-800">
                  <RowNumber noun="Variant" index={index} />
                  {values?.[index]?.name?.trim() || 'New variant'}
                </p>
                <RowOrderButtons rows={rows} index={index} name={nameOf(index)} />
              </div>
              <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_9rem]">
                <TextField
                  label="Name"
                  required
                  autoComplete="off"
                  error={rowErrors?.name?.message}
                  {...register(`variants.${index}.name`)}
                />
                <Controller
                  control={control}
                  name={`variants.${index}.price`}
                  render={({ field: price }) => (
                    <DecimalField
                      label="Price"
                      required
                      suffix={currencySymbol}
                      value={price.value}
                      onValueChange={price.onChange}
                      onBlur={() => {
                        price.onChange(normalizedPrice(price.value));
                        price.onBlur();
                      }}
                      ref={price.ref}
                      name={price.name}
                      error={rowErrors?.price?.message}
                    />
                  )}
                />
                <TextField
                  label="Description (optional)"
                  autoComplete="off"
                  className="sm:col-span-2"
                  error={rowErrors?.description?.message}
                  {...register(`variants.${index}.description`)}
                />
              </div>
            </li>
          );
        })}
      </ol>
      {listError && (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {listError}
        </p>
      )}
      <Button id={rows.addButtonId} variant="secondary" size="sm" onClick={() => append(emptyVariant())}>
        <Plus aria-hidden="true" />
        Add variant
      </Button>
    </fieldset>
  );
}
