import type { SaveOptionGroup } from '@food/contract';
import { OPTION_GROUP_OPTIONS_MAX } from '@food/contract/constants';
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
import { emptyOption, type OptionGroupFormValues } from '../option-group-form-values.ts';
import { normalizedPrice } from '../product-form-values.ts';
import { RowNumber, RowOrderButtons, useOrderedRows } from './ordered-rows.tsx';

type OptionsEditorProps = {
  control: Control<OptionGroupFormValues, unknown, SaveOptionGroup>;
  register: UseFormRegister<OptionGroupFormValues>;
  errors: FieldErrors<OptionGroupFormValues>;
  options: UseFieldArrayReturn<OptionGroupFormValues, 'options'>;
  currencySymbol: string;
};

/** The options of a group, each a name and an extra charge, in the order customers see them. */
export function OptionsEditor({ control, register, errors, options, currencySymbol }: OptionsEditorProps) {
  const { fields, append, remove, move } = options;
  const values = useWatch({ control, name: 'options' });
  const rows = useOrderedRows({ keys: fields.map((field) => field.id), move, remove });
  const errorId = useId();

  const nameOf = (index: number) => values?.[index]?.name?.trim() || `option ${index + 1}`;
  const listError = errors.options?.root?.message ?? errors.options?.message;

  return (
    <fieldset className="min-w-0 space-y-3" aria-describedby={listError ? errorId : undefined}>
      <legend className="mb-1.5 block text-sm font-semibold text-ink-800">Options</legend>
      <p className="-mt-1 text-sm text-ink-600">
        What customers choose from, each with its extra charge (0 for none), in the order they see them.
      </p>
      <p role="status" className="sr-only">
        {rows.announcement}
      </p>
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const rowErrors = errors.options?.[index];
          return (
            <li
              key={field.id}
              className={cn(
                'rounded-xl border bg-cream-50 p-3',
                rowErrors ? 'border-danger-700/50' : 'border-cream-300',
              )}
            >
              <div className="mb-1 flex items-center justify-between gap-2">
                <p className="min-w-0 truncate text-sm font-bold text-ink-800">
                  <RowNumber noun="Option" index={index} />
                  {values?.[index]?.name?.trim() || 'New option'}
                </p>
                <RowOrderButtons rows={rows} index={index} name={nameOf(index)} />
              </div>
              <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3 sm:grid-cols-[minmax(0,1fr)_8rem]">
                <TextField
                  label="Name"
                  required
                  autoComplete="off"
                  error={rowErrors?.name?.message}
                  {...register(`options.${index}.name`)}
                />
                <Controller
                  control={control}
                  name={`options.${index}.price`}
                  render={({ field: price }) => (
                    <DecimalField
                      label="Extra charge"
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
      <Button
        id={rows.addButtonId}
        variant="secondary"
        size="sm"
        disabled={fields.length >= OPTION_GROUP_OPTIONS_MAX}
        onClick={() => append(emptyOption())}
      >
        <Plus aria-hidden="true" />
        Add option
      </Button>
    </fieldset>
  );
}
