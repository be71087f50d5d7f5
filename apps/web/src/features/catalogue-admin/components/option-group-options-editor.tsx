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
import { OrderedRow, OrderedRowsFieldset, PriceInput } from './ordered-rows-fieldset.tsx';
import { useOrderedRows } from './ordered-rows.tsx';

type OptionsEditorProps = {
  control: Control<OptionGroupFormValues, unknown, SaveOptionGroup>;
  register: UseFormRegister<OptionGroupFormValues>;
  errors: FieldErrors<OptionGroupFormValues>;
  options: UseFieldArrayReturn<OptionGroupFormValues, 'options'>;
  currencyUnit: FieldUnit;
};

/** The options of a group, each a name and an extra charge, in the order customers see them. */
export function OptionsEditor({ control, register, errors, options, currencyUnit }: OptionsEditorProps) {
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
        return (
          <OrderedRow
            key={field.id}
            rows={rows}
            index={index}
            noun={intl.formatMessage({ id: 'catalogue.option.noun' })}
            title={name || intl.formatMessage({ id: 'catalogue.option.new' })}
            name={name || intl.formatMessage({ id: 'catalogue.option.fallbackName' }, { number: index + 1 })}
            hasError={rowErrors !== undefined}
          >
            <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-3 sm:grid-cols-[minmax(0,1fr)_8rem]">
              <TextField
                label={intl.formatMessage({ id: 'catalogue.option.field.name' })}
                required
                autoComplete="off"
                error={rowErrors?.name?.message}
                {...register(`options.${index}.name`)}
              />
              <Controller
                control={control}
                name={`options.${index}.price`}
                render={({ field: price }) => (
                  <PriceInput
                    {...price}
                    label={intl.formatMessage({ id: 'catalogue.option.field.price' })}
                    currencyUnit={currencyUnit}
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
