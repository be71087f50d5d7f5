import { IsoDateSchema, SaveDiscountSchema, type Discount, validationMessage } from '@food/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DecimalField } from '@/components/ui/decimal-field.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { failureMessage } from '@/lib/form-errors.ts';
import { decimalText } from '@/lib/form-schemas.ts';
import { useSaveDiscounts } from '../api/discounts.ts';
import { isExpired, todayIn } from '../lib/dates.ts';

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
  onSaved,
}: {
  storeId: number;
  current: Discount[];
  timeZone?: string;
  onSaved: (message: string) => void;
}) {
  const intl = useIntl();
  const save = useSaveDiscounts(storeId);
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
      save.mutate(
        {
          current,
          values: {
            DELIVERY_DISCOUNT: { value: values.delivery, expires_at: values.expires_at },
            PICKUP_DISCOUNT: { value: values.pickup, expires_at: values.expires_at },
          },
        },
        { onSuccess: () => onSaved(intl.formatMessage({ id: 'settings.discount.saved' })) },
      ),
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
    <form onSubmit={submit} noValidate className="space-y-5">
      {errors.root?.required && <ErrorAlert title={errors.root.required.message} />}
      {save.error && (
        <ErrorAlert
          title={failureMessage(save.error, intl.formatMessage({ id: 'settings.discount.failed.save' }))}
        />
      )}
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
      <div className="flex justify-end border-t border-cream-200 pt-5">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          <FormattedMessage id={save.isPending ? 'settings.busy.saving' : 'settings.discount.save'} />
        </Button>
      </div>
    </form>
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
      <div className="flex justify-end border-t border-cream-200 pt-5">
        <Skeleton className="h-11 w-24 rounded-xl" />
      </div>
    </div>
  );
}
