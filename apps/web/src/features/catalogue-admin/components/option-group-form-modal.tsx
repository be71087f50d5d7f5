import type { FieldUnit } from '@/components/ui/decimal-field.tsx';
import type { OptionGroup, SaveOptionGroup } from '@food/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DecimalField } from '@/components/ui/decimal-field.tsx';
import { EditorModal, ModalActions } from '@/components/ui/modal.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { failureMessage, showServerFieldErrors } from '@/lib/form-errors.ts';
import { useSaveOptionGroup } from '../api/option-groups.ts';
import { groupRule } from '../catalogue-format.ts';
import {
  optionGroupFormValues,
  OptionGroupFormSchema,
  type OptionGroupFormValues,
} from '../option-group-form-values.ts';
import { LanguageTabs, tabsWithErrors } from './language-tabs.tsx';
import { OptionsEditor } from './option-group-options-editor.tsx';
import { TranslationFields } from './translation-fields.tsx';

type OptionGroupFormModalProps = {
  storeId: number;
  currencyUnit: FieldUnit;
  /** The group being edited, `'new'` for Add New, null when closed. */
  editing: OptionGroup | 'new' | null;
  onClose: () => void;
  onSaved: (message: string) => void;
};

const SERVER_FIELDS = ['name', 'min', 'max', 'options'];

export function OptionGroupFormModal({ editing, onClose, ...props }: OptionGroupFormModalProps) {
  const intl = useIntl();
  return (
    <EditorModal
      editing={editing}
      onClose={onClose}
      titles={{
        add: intl.formatMessage({ id: 'catalogue.optionGroup.modal.add' }),
        edit: intl.formatMessage({ id: 'catalogue.optionGroup.modal.edit' }),
      }}
      description={intl.formatMessage({ id: 'catalogue.optionGroup.modal.description' })}
    >
      {(item) => <OptionGroupForm group={item} onClose={onClose} {...props} />}
    </EditorModal>
  );
}

function OptionGroupForm({
  storeId,
  currencyUnit,
  group,
  onClose,
  onSaved,
}: Omit<OptionGroupFormModalProps, 'editing'> & { group: OptionGroup | null }) {
  const intl = useIntl();
  const save = useSaveOptionGroup();
  const { register, control, handleSubmit, setError, formState } = useForm<
    OptionGroupFormValues,
    unknown,
    SaveOptionGroup
  >({
    resolver: zodResolver(OptionGroupFormSchema),
    defaultValues: optionGroupFormValues(storeId, group),
  });
  const options = useFieldArray({ control, name: 'options' });
  const [min, max] = useWatch({ control, name: ['min', 'max'] });
  const { errors } = formState;
  const rule = ruleOf(intl, min, max);

  const submit = handleSubmit((values) =>
    save.mutate(
      { id: group?.id, group: values },
      {
        onSuccess: () => {
          onSaved(
            intl.formatMessage({
              id: group ? 'catalogue.optionGroup.saved.updated' : 'catalogue.optionGroup.saved.added',
            }),
          );
          onClose();
        },
        onError: (error) => showServerFieldErrors(error, setError, SERVER_FIELDS),
      },
    ),
  );

  const countField = (name: 'min' | 'max', label: string, hint: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DecimalField
          label={label}
          required
          decimals={0}
          hint={hint}
          value={field.value}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {save.error && (
        <ErrorAlert
          title={failureMessage(save.error, intl.formatMessage({ id: 'catalogue.optionGroup.failed.save' }))}
        />
      )}
      <LanguageTabs
        label={intl.formatMessage({ id: 'catalogue.translation.namesOf' })}
        errorTabs={tabsWithErrors(Boolean(errors.name), errors.translations)}
        submitCount={formState.submitCount}
      >
        {(tab) =>
          tab === 'default' ? (
            <TextField
              label={intl.formatMessage({ id: 'catalogue.optionGroup.field.name' })}
              required
              autoComplete="off"
              hint={intl.formatMessage({ id: 'catalogue.optionGroup.field.nameHint' })}
              error={errors.name?.message}
              {...register('name')}
            />
          ) : (
            <TranslationFields
              language={tab}
              errors={errors.translations?.[tab]}
              name={register(`translations.${tab}.name`)}
            />
          )
        }
      </LanguageTabs>
      <fieldset className="space-y-2">
        <legend className="mb-1.5 block text-sm font-semibold text-ink-800">
          <FormattedMessage id="catalogue.optionGroup.count.legend" />
        </legend>
        <div className="grid grid-cols-2 gap-3">
          {countField(
            'min',
            intl.formatMessage({ id: 'catalogue.optionGroup.count.min' }),
            intl.formatMessage({ id: 'catalogue.optionGroup.count.minHint' }),
          )}
          {countField(
            'max',
            intl.formatMessage({ id: 'catalogue.optionGroup.count.max' }),
            intl.formatMessage({ id: 'catalogue.optionGroup.count.maxHint' }),
          )}
        </div>
        {rule && (
          <p className="text-sm text-ink-700">
            <FormattedMessage
              id="catalogue.optionGroup.customersRead"
              values={{
                rule,
                strong: (chunks) => <strong className="font-semibold text-ink-900">{chunks}</strong>,
              }}
            />
          </p>
        )}
      </fieldset>
      <OptionsEditor
        control={control}
        register={register}
        errors={errors}
        options={options}
        currencyUnit={currencyUnit}
        submitCount={formState.submitCount}
      />
      <ModalActions>
        <Button variant="secondary" onClick={onClose}>
          <FormattedMessage id="catalogue.action.cancel" />
        </Button>
        <Button type="submit" disabled={save.isPending}>
          <FormattedMessage id={save.isPending ? 'catalogue.busy.saving' : 'catalogue.action.save'} />
        </Button>
      </ModalActions>
    </form>
  );
}

/** The rule in the customer's words while the counts make sense, e.g. "Up to 3". */
function ruleOf(intl: IntlShape, minText: string, maxText: string): string | null {
  const [min, max] = [minText, maxText].map((text) => (/^\d+$/.test(text) ? Number(text) : Number.NaN));
  if (min === undefined || max === undefined || !(max >= 1 && min <= max)) return null;
  return groupRule(intl, { min, max });
}
