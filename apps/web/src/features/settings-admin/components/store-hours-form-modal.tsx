import {
  SaveStoreHoursSchema,
  type SavedStoreHours,
  type SaveStoreHours,
  validationMessage,
} from '@food/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { EditorModal, ModalActions } from '@/components/ui/modal.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { failureMessage, showServerFieldErrors } from '@/lib/form-errors.ts';
import { fieldErrorText } from '@/lib/i18n/field-error.ts';
import { useSaveStoreHours } from '../api/store-hours.ts';
import { ALL_DAYS, dayName, endsNextDay, type StoreHoursGroup } from '../lib/store-hours.ts';

const contractResolver = zodResolver(SaveStoreHoursSchema);

/** The contract's rules; an empty time box says "Required" rather than asking for the HH:MM format. */
const storeHoursResolver: Resolver<SaveStoreHours, unknown, SavedStoreHours> = async (
  values,
  context,
  options,
) => {
  const result = await contractResolver(values, context, options);
  for (const field of ['opening_time', 'closing_time'] as const) {
    if (values[field] === '' && result.errors[field]) {
      result.errors[field] = { type: 'required', message: validationMessage('validation.required') };
    }
  }
  return result;
};

type StoreHoursFormModalProps = {
  storeId: number;
  /** The group being edited, `'new'` for Add New, null when closed. */
  editing: StoreHoursGroup | 'new' | null;
  onClose: () => void;
  onSaved: (message: string) => void;
};

export function StoreHoursFormModal({ editing, onClose, ...props }: StoreHoursFormModalProps) {
  const intl = useIntl();
  return (
    <EditorModal
      editing={editing}
      onClose={onClose}
      titles={{
        add: intl.formatMessage({ id: 'settings.hours.modal.add' }),
        edit: intl.formatMessage({ id: 'settings.hours.modal.edit' }),
      }}
      description={intl.formatMessage({ id: 'settings.hours.modal.description' })}
    >
      {(item) => <StoreHoursForm group={item} onClose={onClose} {...props} />}
    </EditorModal>
  );
}

function StoreHoursForm({
  storeId,
  group,
  onClose,
  onSaved,
}: Omit<StoreHoursFormModalProps, 'editing'> & { group: StoreHoursGroup | null }) {
  const intl = useIntl();
  const save = useSaveStoreHours(storeId);
  const { register, control, handleSubmit, setError, formState } = useForm<
    SaveStoreHours,
    unknown,
    SavedStoreHours
  >({
    resolver: storeHoursResolver,
    defaultValues: {
      name: group?.name ?? '',
      opening_time: group?.opening_time ?? '',
      closing_time: group?.closing_time ?? '',
      days: group?.days ?? [],
      store_id: storeId,
    },
  });
  const { errors } = formState;
  const [openingTime, closingTime] = useWatch({ control, name: ['opening_time', 'closing_time'] });
  const overnight =
    Boolean(openingTime && closingTime && openingTime !== closingTime) &&
    endsNextDay({ opening_time: openingTime, closing_time: closingTime });

  const submit = handleSubmit((values) =>
    save.mutate(
      { groupId: group?.id, hours: values },
      {
        onSuccess: () => {
          onSaved(
            intl.formatMessage({
              id: group ? 'settings.hours.saved.updated' : 'settings.hours.saved.added',
            }),
          );
          onClose();
        },
        onError: (error) =>
          showServerFieldErrors(error, setError, ['name', 'opening_time', 'closing_time', 'days']),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {save.error && (
        <ErrorAlert
          title={failureMessage(save.error, intl.formatMessage({ id: 'settings.hours.failed.save' }))}
        />
      )}
      <TextField
        label={intl.formatMessage({ id: 'settings.hours.field.name' })}
        required
        autoComplete="off"
        placeholder={intl.formatMessage({ id: 'settings.hours.field.namePlaceholder' })}
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={intl.formatMessage({ id: 'settings.hours.field.opening' })}
          type="time"
          required
          error={errors.opening_time?.message}
          {...register('opening_time')}
        />
        <TextField
          label={intl.formatMessage({ id: 'settings.hours.field.closing' })}
          type="time"
          required
          hint={overnight ? intl.formatMessage({ id: 'settings.hours.field.overnight' }) : undefined}
          error={errors.closing_time?.message}
          {...register('closing_time')}
        />
      </div>
      <Controller
        control={control}
        name="days"
        render={({ field }) => (
          <DayPicker
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            firstDayRef={field.ref}
            error={errors.days?.message ?? errors.days?.root?.message}
          />
        )}
      />
      <ModalActions>
        <Button variant="secondary" onClick={onClose}>
          <FormattedMessage id="settings.action.cancel" />
        </Button>
        <Button type="submit" disabled={save.isPending}>
          <FormattedMessage id={save.isPending ? 'settings.busy.saving' : 'settings.action.save'} />
        </Button>
      </ModalActions>
    </form>
  );
}

/** Seven day checkboxes, Monday first, with a "Select all" toggle (spec §5). */
function DayPicker({
  value,
  onChange,
  onBlur,
  firstDayRef,
  error,
}: {
  value: number[];
  onChange: (days: number[]) => void;
  onBlur: () => void;
  firstDayRef: (element: HTMLInputElement | null) => void;
  error?: string;
}) {
  const intl = useIntl();
  const errorId = useId();
  const selected = new Set(value);
  const allSelected = selected.size === ALL_DAYS.length;
  const toggle = (day: number, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(day);
    else next.delete(day);
    onChange(ALL_DAYS.filter((d) => next.has(d)));
  };
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-2">
      <legend className="float-left text-sm leading-10 font-semibold text-ink-800">
        <FormattedMessage
          id="settings.hours.days"
          values={{ sr: (chunks) => <span className="sr-only">{chunks}</span> }}
        />
      </legend>
      <div className="flex justify-end">
        <Checkbox
          label={intl.formatMessage({ id: 'settings.hours.selectAll' })}
          checked={allSelected}
          ref={(element) => {
            if (element) element.indeterminate = selected.size > 0 && !allSelected;
          }}
          onChange={(event) => onChange(event.target.checked ? [...ALL_DAYS] : [])}
          onBlur={onBlur}
          className="min-h-10 border-transparent bg-transparent px-2 font-semibold has-checked:border-transparent has-checked:bg-transparent"
        />
      </div>
      <div className="grid clear-both grid-cols-2 gap-2 sm:grid-cols-3">
        {ALL_DAYS.map((day) => (
          <Checkbox
            key={day}
            label={dayName(intl, day)}
            checked={selected.has(day)}
            onChange={(event) => toggle(day, event.target.checked)}
            onBlur={onBlur}
            ref={day === 0 ? firstDayRef : undefined}
            aria-invalid={error ? true : undefined}
          />
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {fieldErrorText(intl, error)}
        </p>
      )}
    </fieldset>
  );
}
