import type { SaveProduct } from '@food/contract';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
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

type VariantEditorProps = {
  control: Control<ProductFormValues, unknown, SaveProduct>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  variants: UseFieldArrayReturn<ProductFormValues, 'variants'>;
  currencySymbol: string;
};

type Direction = 'up' | 'down';

const iconButton =
  'grid size-10 place-items-center rounded-lg text-ink-800 transition-colors hover:bg-cream-200 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/**
 * The variants of a variable product: each a name, a price and an optional description, in the order
 * customers see them. Rows move with Move up / Move down; every button is named after its variant.
 */
export function VariantEditor({ control, register, errors, variants, currencySymbol }: VariantEditorProps) {
  const { fields, append, remove, move } = variants;
  const values = useWatch({ control, name: 'variants' });
  const [announcement, setAnnouncement] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const errorId = useId();

  const nameOf = (index: number) => values?.[index]?.name?.trim() || `variant ${index + 1}`;
  const listError = errors.variants?.root?.message ?? errors.variants?.message;

  const moveRow = (index: number, direction: Direction) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const key = fields[index]!.id;
    const name = nameOf(index);
    move(index, to);
    setAnnouncement(`${name} moved to position ${to + 1} of ${fields.length}`);
    // Keep focus on the moved row: on the same button, or on the other one when this end is reached.
    const atEnd = direction === 'up' ? to === 0 : to === fields.length - 1;
    const target = atEnd ? (direction === 'up' ? 'down' : 'up') : direction;
    requestAnimationFrame(() => buttons.current.get(`${key}-${target}`)?.focus());
  };

  const removeRow = (index: number) => {
    const name = nameOf(index);
    const next = fields[index + 1] ?? fields[index - 1];
    remove(index);
    setAnnouncement(`${name} removed`);
    requestAnimationFrame(() =>
      (next ? buttons.current.get(`${next.id}-remove`) : addButton.current)?.focus(),
    );
  };

  const setButton = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <fieldset className="space-y-3" aria-describedby={listError ? errorId : undefined}>
      <legend className="mb-1.5 block text-sm font-semibold text-ink-800">Variants</legend>
      <p className="-mt-1 text-sm text-ink-600">
        Sizes or options, each with its own price, in the order customers see them.
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const rowErrors = errors.variants?.[index];
          const name = nameOf(index);
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
                  <span className="sr-only">Variant </span>
                  <span
                    aria-hidden="true"
                    className="mr-2 inline-grid size-6 place-items-center rounded-full bg-white text-xs ring-1 ring-cream-300"
                  >
                    {index + 1}
                  </span>
                  <span className="sr-only">{index + 1}: </span>
                  {values?.[index]?.name?.trim() || 'New variant'}
                </p>
                <div className="flex shrink-0 items-center">
                  <button
                    ref={setButton(`${field.id}-up`)}
                    type="button"
                    aria-label={`Move ${name} up`}
                    title="Move up"
                    disabled={index === 0}
                    onClick={() => moveRow(index, 'up')}
                    className={iconButton}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    ref={setButton(`${field.id}-down`)}
                    type="button"
                    aria-label={`Move ${name} down`}
                    title="Move down"
                    disabled={index === fields.length - 1}
                    onClick={() => moveRow(index, 'down')}
                    className={iconButton}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    ref={setButton(`${field.id}-remove`)}
                    type="button"
                    aria-label={`Remove ${name}`}
                    title="Remove"
                    onClick={() => removeRow(index)}
                    className={cn(iconButton, 'text-danger-700 hover:bg-danger-50')}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </div>
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
      <Button ref={addButton} variant="secondary" size="sm" onClick={() => append(emptyVariant())}>
        <Plus aria-hidden="true" />
        Add variant
      </Button>
    </fieldset>
  );
}
