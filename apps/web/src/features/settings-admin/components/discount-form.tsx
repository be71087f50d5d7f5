import { IsoDateSchema, SaveDiscountSchema, type Discount, validationMessage } from '@food/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { DecimalField } from '@/components/ui/decimal-field.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { decimalText } from '@/lib/form-schemas.ts';
import { useSaveDiscounts } from '../api/discounts.ts';
import { useSettingsSave } from '../hooks/use-settings-save.ts';
import { isExpired, todayIn } from '../lib/dates.ts';
import { SettingsForm } from './settings-form.tsx';

const DiscountFormSchema = z.object({
  delivery: decimalText(SaveDiscountSchema.shape.value),
  pickup: decimalText(SaveDiscountSchema.shape.value),
  expires_at: z.string().trim().min(1, validationMessage('validation.required')).pipe(IsoDateSchema),
});
type DiscountFormValues = z.input<typeof DiscountFormSchema>;
type DiscountFormOutput = z.output<typeof DiscountFormSchema>;

/** The delivery and the pickup percentage with their one expiry date, saved together. */
export function DiscountForm({
  storeId,
  current,
  timeZone,
}: {
  storeId: number;
  current: Discount[];
  timeZone?: string;
}) {
  const intl = useIntl();
  const { save, state } = useSettingsSave(useSaveDiscounts(storeId), 'settings.discount.failed.save');
  const delivery = current.find((discount) => discount.code === 'DELIVERY_DISCOUNT');
  const pickup = current.find((discount) => discount.code === 'PICKUP_DISCOUNT');
  // One date applies to both; prefill the later one when they differ.
  const expiresAt = [delivery?.expires_at, pickup?.expires_at]
    .filter((date): date is string => Boolean(date))
    .map((date) => date.slice(0, 10))
    .sort()
    .at(-1);
  const { control, register, handleSubmit, getValues, setError, formState } = useForm<
    DiscountFormValues,
    unknown,
    DiscountFormOutput
  >({
    resolver: zodResolver(DiscountFormSchema),
    defaultValues: {
      delivery: delivery ? String(delivery.value) : '',
      pickup: pickup ? String(pickup.value) : '',
      expires_at: expiresAt ?? '',
    },
  });
  const { errors } = formState;
  const chosenDate = useWatch({ control, name: 'expires_at' });
  const datePassed = /^\d{4}-\d{2}-\d{2}$/.test(chosenDate) && isExpired(chosenDate, todayIn(timeZone));

  const submit = handleSubmit(
    (values) =>
      save({
        current,
        values: {
          DELIVERY_DISCOUNT: { value: values.delivery, expires_at: values.expires_at },
          PICKUP_DISCOUNT: { value: values.pickup, expires_at: values.expires_at },
        },
      }),
    () => {
      if (Object.values(getValues()).some((value) => value.trim() === '')) {
        setError('root.required', {
          type: 'required',
          message: intl.formatMessage({ id: 'settings.discount.fillAll' }),
        });
      }
    },
  );

  const percentField = (name: 'delivery' | 'pickup', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DecimalField
          label={label}
          required
          decimals={0}
          suffix={intl.formatMessage({ id: 'settings.discount.percentSign' })}
          hint={intl.formatMessage({ id: 'settings.discount.percentHint' })}
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
    <SettingsForm
      state={state}
      onSubmit={submit}
      saveMessage="settings.discount.save"
      error={errors.root?.required?.message}
      className="max-w-none"
    >
      <div className="grid gap-4 md:grid-cols-3">
        {percentField('delivery', intl.formatMessage({ id: 'settings.discount.field.delivery' }))}
        {percentField('pickup', intl.formatMessage({ id: 'settings.discount.field.pickup' }))}
        <TextField
          label={intl.formatMessage({ id: 'settings.discount.field.expires' })}
          type="date"
          required
          hint={intl.formatMessage({
            id: datePassed ? 'settings.discount.field.expiresPassed' : 'settings.discount.field.expiresHint',
          })}
          error={errors.expires_at?.message}
          {...register('expires_at')}
        />
      </div>
    </SettingsForm>
  );
}

export function DiscountFormSkeleton() {
  const intl = useIntl();
  return (
    <div
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'settings.discount.loading' })}
      className="space-y-5"
    >
      <div className="grid gap-4 md:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <div key={index} className="space-y-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-12 w-full rounded-xl" />
          </div>
        ))}
      </div>
      <Skeleton className="h-12 w-24 rounded-xl" />
    </div>
  );
}
