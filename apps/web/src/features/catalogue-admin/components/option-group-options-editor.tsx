import type { FieldUnit } from '@/components/ui/decimal-field.tsx';
import type { SaveOptionGroup } from '@food/contract';
import { OPTION_GROUP_OPTIONS_MAX } from '@food/contract/constants';
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
import { emptyOption, type OptionGroupFormValues } from '../option-group-form-values.ts';
import { LanguageTabs, tabsWithErrors } from './language-tabs.tsx';
import { OrderedRow, OrderedRowsFieldset, PriceInput } from './ordered-rows-fieldset.tsx';
import { useOrderedRows } from './ordered-rows.tsx';
import { TranslationFields } from './translation-fields.tsx';

type OptionsEditorProps = {
  control: Control<OptionGroupFormValues, unknown, SaveOptionGroup>;
  register: UseFormRegister<OptionGroupFormValues>;
  errors: FieldErrors<OptionGroupFormValues>;
  options: UseFieldArrayReturn<OptionGroupFormValues, 'options'>;
  currencyUnit: FieldUnit;
  /** The form's submit count, for the language tabs. */
  submitCount: number;
};

/** The options of a group, each a name and an extra charge, in the order customers see them. */
export function OptionsEditor({
  control,
  register,
  errors,
  options,
  currencyUnit,
  submitCount,
}: OptionsEditorProps) {
  const intl = useIntl();
  const { fields, append, remove, move } = options;
  const values = useWatch({ control, name: 'options' });
  const rows = useOrderedRows({ keys: fields.map((field) => field.id), move, remove });

  return (
    <OrderedRowsFieldset
      legend={intl.formatMessage({ id: 'catalogue.option.legend' })}
      hint={intl.formatMessage({ id: 'catalogue.option.hint' })}
      rows={rows}
      listError={errors.options?.root?.message ?? errors.options?.message}
      addLabel={intl.formatMessage({ id: 'catalogue.option.add' })}
      canAdd={fields.length < OPTION_GROUP_OPTIONS_MAX}
      onAdd={() => append(emptyOption())}
    >
      {fields.map((field, index) => {
        const rowErrors = errors.options?.[index];
        const name = values?.[index]?.name?.trim();
        const rowName =
          name || intl.formatMessage({ id: 'catalogue.option.fallbackName' }, { number: index + 1 });
        return (
          <OrderedRow
            key={field.id}
            rows={rows}
            index={index}
            noun={intl.formatMessage({ id: 'catalogue.option.noun' })}
            title={name || intl.formatMessage({ id: 'catalogue.option.new' })}
            name={rowName}
            hasError={rowErrors !== undefined}
          >
            <div className="space-y-3">
              <LanguageTabs
                label={intl.formatMessage({ id: 'catalogue.translation.textsOfRow' }, { name: rowName })}
                errorTabs={tabsWithErrors(Boolean(rowErrors?.name), rowErrors?.translations)}
                submitCount={submitCount}
                withHints={false}
              >
                {(tab) =>
                  tab === 'default' ? (
                    <TextField
                      label={intl.formatMessage({ id: 'catalogue.option.field.name' })}
                      required
                      autoComplete="off"
                      error={rowErrors?.name?.message}
                      {...register(`options.${index}.name`)}
                    />
                  ) : (
                    <TranslationFields
                      language={tab}
                      errors={rowErrors?.translations?.[tab]}
                      name={register(`options.${index}.translations.${tab}.name`)}
                    />
                  )
                }
              </LanguageTabs>
              <Controller
                control={control}
                name={`options.${index}.price`}
                render={({ field: price }) => (
                  <PriceInput
                    {...price}
                    label={intl.formatMessage({ id: 'catalogue.option.field.price' })}
                    currencyUnit={currencyUnit}
                    className="max-w-40"
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
