import {
  SPECIAL_DAY_RANGES_MAX,
  SaveSpecialDaySchema,
  type SavedSpecialDay,
  type SaveSpecialDay,
  type SpecialDay,
  validationMessage,
} from '@food/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useId } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EditorModal, ModalActions } from '@/components/ui/modal.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { failureMessage, showServerFieldErrors } from '@/lib/form-errors.ts';
import { useSaveSpecialDay } from '../api/special-days.ts';
import { EMPTY_RANGE, specialDayFormValues, specialDayToSave } from '../lib/special-days.ts';
import { endsNextDay } from '../lib/store-hours.ts';
import { switchThumbClasses, switchTrackClasses } from '@/components/ui/switch.ts';

const contractResolver = zodResolver(SaveSpecialDaySchema);

/**
 * The contract's rules on what is sent (a closed day's ranges are not); an empty date or time box
 * says "Required" rather than asking for the format.
 */
const specialDayResolver: Resolver<SaveSpecialDay, unknown, SavedSpecialDay> = async (
  values,
  context,
  options,
) => {
  const result = await contractResolver(specialDayToSave(values), context, options);
  if (values.date === '' && result.errors.date) {
    result.errors.date = { type: 'required', message: validationMessage('validation.required') };
  }
  values.ranges?.forEach((range, index) => {
    const errors = result.errors.ranges?.[index];
    for (const field of ['open_time', 'close_time'] as const) {
      if (range[field] === '' && errors?.[field])
        errors[field] = { type: 'required', message: validationMessage('validation.required') };
    }
  });
  return result;
};

const SERVER_FIELDS = ['date', 'closed', 'ranges', 'note'];

type SpecialDayFormModalProps = {
  storeId: number;
  /** The day being edited, `'new'` for Add New, null when closed. */
  editing: SpecialDay | 'new' | null;
  onClose: () => void;
  onSaved: (message: string) => void;
};

export function SpecialDayFormModal({ editing, onClose, ...props }: SpecialDayFormModalProps) {
  const intl = useIntl();
  return (
    <EditorModal
      editing={editing}
      onClose={onClose}
      titles={{
        add: intl.formatMessage({ id: 'settings.specialDay.modal.add' }),
        edit: intl.formatMessage({ id: 'settings.specialDay.modal.edit' }),
      }}
      description={intl.formatMessage({ id: 'settings.specialDay.modal.description' })}
    >
      {(item) => <SpecialDayForm day={item} onClose={onClose} {...props} />}
    </EditorModal>
  );
}

function SpecialDayForm({
  storeId,
  day,
  onClose,
  onSaved,
}: Omit<SpecialDayFormModalProps, 'editing'> & { day: SpecialDay | null }) {
  const save = useSaveSpecialDay(storeId);
  const closedId = useId();
  const closedHintId = useId();
  const intl = useIntl();
  const rangesErrorId = useId();
  const { register, control, handleSubmit, setError, formState } = useForm<
    SaveSpecialDay,
    unknown,
    SavedSpecialDay
  >({ resolver: specialDayResolver, defaultValues: specialDayFormValues(day) });
  const { errors } = formState;
  const ranges = useFieldArray({ control, name: 'ranges' });
  const [closed, rangeValues] = useWatch({ control, name: ['closed', 'ranges'] });
  const rangesError = errors.ranges?.root?.message ?? errors.ranges?.message;

  const submit = handleSubmit((values) =>
    save.mutate(
      { id: day?.id, day: values },
      {
        onSuccess: () => {
          onSaved(
            intl.formatMessage({
              id: day ? 'settings.specialDay.saved.updated' : 'settings.specialDay.saved.added',
            }),
          );
          onClose();
        },
        onError: (error) => {
          if (showServerFieldErrors(error, setError, SERVER_FIELDS)) return;
          // 409: the date already has a special day.
          if (isApiError(error) && error.status === 409) {
            setError('date', { type: 'server', message: error.message });
            return;
          }
          setError('root.server', {
            type: 'server',
            message: failureMessage(error, intl.formatMessage({ id: 'settings.specialDay.failed.save' })),
          });
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {errors.root?.server && <ErrorAlert title={errors.root.server.message} />}
      <TextField
        label={intl.formatMessage({ id: 'settings.specialDay.field.date' })}
        type="date"
        required
        error={errors.date?.message}
        {...register('date')}
      />
      <Controller
        control={control}
        name="closed"
        render={({ field }) => (
          <div className="flex items-start justify-between gap-4 rounded-xl border border-cream-300 p-4">
            <div>
              <label htmlFor={closedId} className="cursor-pointer text-sm font-semibold text-ink-800">
                <FormattedMessage id="settings.specialDay.field.closed" />
              </label>
              <p id={closedHintId} className="mt-0.5 text-sm text-ink-600">
                <FormattedMessage
                  id={
                    field.value ? 'settings.specialDay.field.closedOn' : 'settings.specialDay.field.closedOff'
                  }
                />
              </p>
            </div>
            <Switch.Root
              id={closedId}
              ref={field.ref}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              aria-describedby={closedHintId}
              className={switchTrackClasses('data-[state=checked]:before:bg-danger-700')}
            >
              <Switch.Thumb className={switchThumbClasses} />
            </Switch.Root>
          </div>
        )}
      />
      {!closed && (
        <fieldset aria-describedby={rangesError ? rangesErrorId : undefined} className="space-y-3">
          <legend className="mb-1.5 text-sm font-semibold text-ink-800">
            <FormattedMessage id="settings.specialDay.ranges" />
          </legend>
          <ol className="space-y-3">
            {ranges.fields.map((range, index) => {
              const value = rangeValues?.[index];
              const overnight =
                Boolean(value?.open_time && value.close_time && value.open_time !== value.close_time) &&
                endsNextDay({ opening_time: value!.open_time, closing_time: value!.close_time });
              return (
                <li key={range.id} className="rounded-xl border border-cream-300 bg-cream-50 p-3">
                  {ranges.fields.length > 1 && (
                    <div className="-mt-1 mb-1 flex items-center justify-between gap-2">
                      <p className="text-sm font-bold text-ink-800">
                        <FormattedMessage id="settings.specialDay.range" values={{ number: index + 1 }} />
                      </p>
                      <button
                        type="button"
                        aria-label={intl.formatMessage(
                          { id: 'settings.specialDay.removeRange' },
                          { number: index + 1 },
                        )}
                        title={intl.formatMessage({ id: 'settings.specialDay.removeTitle' })}
                        onClick={() => ranges.remove(index)}
                        className="-mr-1 grid size-11 place-items-center rounded-lg text-danger-700 hover:bg-danger-50"
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </button>
                    </div>
                  )}
                  <div className="grid grid-cols-2 gap-3">
                    <TextField
                      label={intl.formatMessage({ id: 'settings.specialDay.field.opens' })}
                      type="time"
                      required
                      error={errors.ranges?.[index]?.open_time?.message}
                      {...register(`ranges.${index}.open_time`)}
                    />
                    <TextField
                      label={intl.formatMessage({ id: 'settings.specialDay.field.closes' })}
                      type="time"
                      required
                      hint={
                        overnight
                          ? intl.formatMessage({ id: 'settings.specialDay.field.nextDay' })
                          : undefined
                      }
                      error={errors.ranges?.[index]?.close_time?.message}
                      {...register(`ranges.${index}.close_time`)}
                    />
                  </div>
                </li>
              );
            })}
          </ol>
          {rangesError && (
            <p id={rangesErrorId} className="text-sm font-medium text-danger-700">
              {rangesError}
            </p>
          )}
          <Button
            variant="secondary"
            size="sm"
            disabled={ranges.fields.length >= SPECIAL_DAY_RANGES_MAX}
            onClick={() => ranges.append(EMPTY_RANGE)}
          >
            <Plus aria-hidden="true" />
            <FormattedMessage id="settings.specialDay.addRange" />
          </Button>
        </fieldset>
      )}
      <TextField
        label={intl.formatMessage({ id: 'settings.specialDay.field.note' })}
        autoComplete="off"
        maxLength={200}
        placeholder={intl.formatMessage({ id: 'settings.specialDay.field.notePlaceholder' })}
        hint={intl.formatMessage({ id: 'settings.specialDay.field.noteHint' })}
        error={errors.note?.message}
        {...register('note')}
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
