import type { FieldUnit } from '@/components/ui/decimal-field.tsx';
import type { SaveProduct } from '@food/contract';
import {
  Controller,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFieldArrayReturn,
  type UseFormRegister,
} from 'react-hook-form';
import { useIntl } from 'react-intl';
import { TextField } from '@/components/ui/text-field.tsx';
import { emptyVariant, type ProductFormValues } from '../product-form-values.ts';
import { OrderedRow, OrderedRowsFieldset, PriceInput } from './ordered-rows-fieldset.tsx';
import { useOrderedRows } from './ordered-rows.tsx';

type VariantEditorProps = {
  control: Control<ProductFormValues, unknown, SaveProduct>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  variants: UseFieldArrayReturn<ProductFormValues, 'variants'>;
  currencyUnit: FieldUnit;
};

/**
 * The variants of a variable product: each a name, a price and an optional description, in the order
 * customers see them. Rows move with Move up / Move down; every button is named after its variant.
 */
export function VariantEditor({ control, register, errors, variants, currencyUnit }: VariantEditorProps) {
  const intl = useIntl();
  const { fields, append, remove, move } = variants;
  const values = useWatch({ control, name: 'variants' });
  const rows = useOrderedRows({ keys: fields.map((field) => field.id), move, remove });

  return (
    <OrderedRowsFieldset
      legend={intl.formatMessage({ id: 'catalogue.variant.legend' })}
      hint={intl.formatMessage({ id: 'catalogue.variant.hint' })}
      rows={rows}
      listError={errors.variants?.root?.message ?? errors.variants?.message}
      addLabel={intl.formatMessage({ id: 'catalogue.variant.add' })}
      onAdd={() => append(emptyVariant())}
    >
      {fields.map((field, index) => {
        const rowErrors = errors.variants?.[index];
        const name = values?.[index]?.name?.trim();
        return (
          <OrderedRow
            key={field.id}
            rows={rows}
            index={index}
            noun={intl.formatMessage({ id: 'catalogue.variant.noun' })}
            title={name || intl.formatMessage({ id: 'catalogue.variant.new' })}
            name={name || intl.formatMessage({ id: 'catalogue.variant.fallbackName' }, { number: index + 1 })}
            hasError={rowErrors !== undefined}
          >
            <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_9rem]">
              <TextField
                label={intl.formatMessage({ id: 'catalogue.variant.field.name' })}
                required
                autoComplete="off"
                error={rowErrors?.name?.message}
                {...register(`variants.${index}.name`)}
              />
              <Controller
                control={control}
                name={`variants.${index}.price`}
                render={({ field: price }) => (
                  <PriceInput
                    {...price}
                    label={intl.formatMessage({ id: 'catalogue.variant.field.price' })}
                    currencyUnit={currencyUnit}
                    error={rowErrors?.price?.message}
                  />
                )}
              />
              <TextField
                label={intl.formatMessage({ id: 'catalogue.variant.field.description' })}
                autoComplete="off"
                className="sm:col-span-2"
                error={rowErrors?.description?.message}
                {...register(`variants.${index}.description`)}
              />
            </div>
          </OrderedRow>
        );
      })}
    </OrderedRowsFieldset>
  );
}
