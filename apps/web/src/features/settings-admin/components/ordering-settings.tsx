import { PREORDER_DAYS_MAX, PREP_MINUTES_MAX, PREP_MINUTES_MIN, SLOT_MINUTES_CHOICES } from '@food/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DecimalField } from '@/components/ui/decimal-field.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toastSuccess } from '@/components/ui/toast.tsx';
import { failureMessage, showServerFieldErrors } from '@/lib/form-errors.ts';
import { storeSettingsQueryOptions, useSaveStoreSettings } from '../api/store-settings.ts';
import {
  OrderingSettingsFormSchema,
  orderingSettingsFormValues,
  type OrderingSettingsFormOutput,
  type OrderingSettingsFormValues,
} from '../lib/ordering-settings.ts';
import type { StoreSettings } from '@food/contract';
import { switchThumbClasses, switchTrackClasses } from '@/components/ui/switch.ts';

const SERVER_FIELDS = [
  'preorder_days',
  'slot_minutes',
  'capacity_per_slot.pickup',
  'capacity_per_slot.delivery',
  'prep_minutes',
  'auto_accept',
];

const SLOT_OPTIONS = SLOT_MINUTES_CHOICES.map((minutes) => ({ value: minutes, label: `${minutes} minutes` }));

/**
 * Ordering ahead and preparing, on the Store setting screen: how many days ahead customers may order
 * for a time slot, how long a slot is and how many orders it takes, the preparation time, and whether
 * new orders are accepted by themselves.
 */
export function OrderingSettings({ storeId }: { storeId: number }) {
  const settings = useQuery(storeSettingsQueryOptions(storeId));
  return (
    <section
      aria-labelledby="ordering-settings-title"
      className="rounded-2xl bg-white p-4 shadow-card sm:p-6"
    >
      <h2
        id="ordering-settings-title"
        className="flex items-center gap-2 font-display text-lg font-bold text-ink-900"
      >
        <CalendarClock aria-hidden="true" className="size-5 text-brand-700" />
        Time slots and preparation
      </h2>
      <p className="mt-1 mb-4 max-w-2xl text-sm text-ink-700">
        Customers order for as soon as possible, or for a time slot within your opening hours. A slot that has
        taken its orders is full; the next free one is offered instead.
      </p>
      {settings.isPending ? (
        <div
          aria-busy="true"
          aria-label="Loading the settings"
          className="grid max-w-2xl gap-4 sm:grid-cols-2"
        >
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : settings.isError ? (
        <ErrorAlert title={failureMessage(settings.error, 'The settings could not be loaded.')} />
      ) : (
        <OrderingSettingsForm storeId={storeId} settings={settings.data} />
      )}
    </section>
  );
}

function OrderingSettingsForm({ storeId, settings }: { storeId: number; settings: StoreSettings }) {
  const save = useSaveStoreSettings(storeId);
  const switchId = useId();
  const switchHintId = useId();
  const { register, control, handleSubmit, setError, formState } = useForm<
    OrderingSettingsFormValues,
    unknown,
    OrderingSettingsFormOutput
  >({
    resolver: zodResolver(OrderingSettingsFormSchema),
    defaultValues: orderingSettingsFormValues(settings),
  });
  const { errors } = formState;

  const countField = (
    name: 'preorder_days' | 'prep_minutes' | 'capacity_per_slot.pickup' | 'capacity_per_slot.delivery',
    props: { label: string; hint: string; suffix: string; placeholder?: string; error?: string },
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DecimalField
          decimals={0}
          required={props.placeholder === undefined}
          value={field.value}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          {...props}
        />
      )}
    />
  );

  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => toastSuccess('Ordering settings saved. They apply to orders placed from now on.'),
      onError: (error) => showServerFieldErrors(error, setError, SERVER_FIELDS),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="max-w-2xl space-y-5">
      {save.error && (
        <ErrorAlert title={failureMessage(save.error, 'The ordering settings could not be saved.')} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {countField('preorder_days', {
          label: 'Order ahead',
          suffix: 'days',
          hint: `0 to ${PREORDER_DAYS_MAX} days. 0: customers order for as soon as possible only.`,
          error: errors.preorder_days?.message,
        })}
        <SelectField
          label="Time slot length"
          required
          options={SLOT_OPTIONS}
          hint="Customers choose a slot of this length."
          error={errors.slot_minutes?.message}
          {...register('slot_minutes')}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-ink-800">Orders per time slot</legend>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          {countField('capacity_per_slot.pickup', {
            label: 'Pickup',
            suffix: 'orders',
            placeholder: 'No limit',
            hint: 'Leave empty for no limit.',
            error: errors.capacity_per_slot?.pickup?.message,
          })}
          {countField('capacity_per_slot.delivery', {
            label: 'Delivery',
            suffix: 'orders',
            placeholder: 'No limit',
            hint: 'Leave empty for no limit.',
            error: errors.capacity_per_slot?.delivery?.message,
          })}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {countField('prep_minutes', {
          label: 'Preparation time',
          suffix: 'min',
          hint: `${PREP_MINUTES_MIN} to ${PREP_MINUTES_MAX} minutes. The ready time new orders get, and how soon the first slot starts.`,
          error: errors.prep_minutes?.message,
        })}
      </div>
      <Controller
        control={control}
        name="auto_accept"
        render={({ field }) => (
          <div className="flex items-start justify-between gap-4 rounded-xl border border-cream-300 p-4">
            <div>
              <label htmlFor={switchId} className="cursor-pointer text-sm font-semibold text-ink-800">
                Accept new orders automatically
              </label>
              <p id={switchHintId} className="mt-0.5 text-sm text-ink-600">
                Each new order is accepted as it is placed, ready at its slot or after the preparation time.
                The order desk still rings for it.
              </p>
            </div>
            <Switch.Root
              id={switchId}
              ref={field.ref}
              checked={field.value}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              aria-describedby={switchHintId}
              className={switchTrackClasses('data-[state=checked]:before:bg-herb-700')}
            >
              <Switch.Thumb className={switchThumbClasses} />
            </Switch.Root>
          </div>
        )}
      />
      <Button type="submit" size="lg" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save ordering settings'}
      </Button>
    </form>
  );
}
