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
import { LanguageTabs, tabsWithErrors } from './language-tabs.tsx';
import { OrderedRow, OrderedRowsFieldset, PriceInput } from './ordered-rows-fieldset.tsx';
import { useOrderedRows } from './ordered-rows.tsx';
import { TranslationFields } from './translation-fields.tsx';

type VariantEditorProps = {
  control: Control<ProductFormValues, unknown, SaveProduct>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  variants: UseFieldArrayReturn<ProductFormValues, 'variants'>;
  currencyUnit: FieldUnit;
  /** The form's submit count, for the language tabs. */
  submitCount: number;
};

/**
 * The variants of a variable product: each a name, a price and an optional description, in the order
 * customers see them. Rows move with Move up / Move down; every button is named after its variant.
 */
export function VariantEditor({
  control,
  register,
  errors,
  variants,
  currencyUnit,
  submitCount,
}: VariantEditorProps) {
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
        const rowName =
          name || intl.formatMessage({ id: 'catalogue.variant.fallbackName' }, { number: index + 1 });
        return (
          <OrderedRow
            key={field.id}
            rows={rows}
            index={index}
            noun={intl.formatMessage({ id: 'catalogue.variant.noun' })}
            title={name || intl.formatMessage({ id: 'catalogue.variant.new' })}
            name={rowName}
            hasError={rowErrors !== undefined}
          >
            <div className="space-y-3">
              <LanguageTabs
                label={intl.formatMessage({ id: 'catalogue.translation.textsOfRow' }, { name: rowName })}
                errorTabs={tabsWithErrors(
                  Boolean(rowErrors?.name ?? rowErrors?.description),
                  rowErrors?.translations,
                )}
                submitCount={submitCount}
                withHints={false}
              >
                {(tab) =>
                  tab === 'default' ? (
                    <>
                      <TextField
                        label={intl.formatMessage({ id: 'catalogue.variant.field.name' })}
                        required
                        autoComplete="off"
                        error={rowErrors?.name?.message}
                        {...register(`variants.${index}.name`)}
                      />
                      <TextField
                        label={intl.formatMessage({ id: 'catalogue.variant.field.description' })}
                        autoComplete="off"
                        error={rowErrors?.description?.message}
                        {...register(`variants.${index}.description`)}
                      />
                    </>
                  ) : (
                    <TranslationFields
                      language={tab}
                      errors={rowErrors?.translations?.[tab]}
                      name={register(`variants.${index}.translations.${tab}.name`)}
                      description={register(`variants.${index}.translations.${tab}.description`)}
                    />
                  )
                }
              </LanguageTabs>
              <Controller
                control={control}
                name={`variants.${index}.price`}
                render={({ field: price }) => (
                  <PriceInput
                    {...price}
                    label={intl.formatMessage({ id: 'catalogue.variant.field.price' })}
                    currencyUnit={currencyUnit}
                    className="sm:max-w-56"
                    error={rowErrors?.price?.message}
                  />
                )}
              />
            </div>
          </OrderedRow>
        );
      })}
    </OrderedRowsFieldset>
  );
}
