import { IsoDateSchema, SaveDiscountSchema, type Discount, type DiscountCode } from '@food/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { RotateCw } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Cell, DataTable } from '@/components/ui/data-table.tsx';
import { DecimalField } from '@/components/ui/decimal-field.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { SuccessBanner, useSuccessBanner } from '@/components/ui/success-banner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useStore } from '@/features/store/api/get-store.ts';
import { cn } from '@/lib/cn.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { decimalText } from '@/lib/form-schemas.ts';
import { useDiscounts, useSaveDiscounts } from '../api/discounts.ts';
import { formatCalendarDate, isExpired, todayIn } from '../lib/dates.ts';
import { MobileList, MobileListItem } from '@/components/ui/mobile-list.tsx';

const FILL_ALL = 'Please fill all required fields';

const DiscountFormSchema = z.object({
  delivery: decimalText(SaveDiscountSchema.shape.value),
  pickup: decimalText(SaveDiscountSchema.shape.value),
  expires_at: z.string().trim().min(1, 'Required').pipe(IsoDateSchema),
});
type DiscountFormValues = z.input<typeof DiscountFormSchema>;
type DiscountFormOutput = z.output<typeof DiscountFormSchema>;

const CODE_LABELS: Record<DiscountCode, string> = {
  DELIVERY_DISCOUNT: 'Delivery',
  PICKUP_DISCOUNT: 'Pickup',
};

/** The discount form (spec: delivery and pickup percentages) and the table of current discounts. */
export function DiscountSettings({ storeId }: { storeId: number }) {
  const discounts = useDiscounts(storeId);
  const store = useStore(storeId);
  const banner = useSuccessBanner();

  return (
    <div className="space-y-6">
      <section
        aria-labelledby="discount-form-heading"
        className="rounded-2xl bg-white p-4 shadow-card sm:p-6"
      >
        <h2 id="discount-form-heading" className="font-display text-lg font-bold text-ink-900">
          Set discounts
        </h2>
        <p className="mt-1 mb-5 text-sm text-ink-600">
          Taken off the subtotal of every order of that type, until the end of the expiry date.
        </p>
        <SuccessBanner message={banner.message} />
        {discounts.isPending ? (
          <FormSkeleton />
        ) : discounts.error ? (
          <ErrorAlert title={failureMessage(discounts.error, 'Failed to load discounts')}>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void discounts.refetch()}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          </ErrorAlert>
        ) : (
          <DiscountForm
            storeId={storeId}
            current={discounts.data}
            timeZone={store.data?.timezone}
            onSaved={banner.show}
          />
        )}
      </section>

      <section
        aria-labelledby="discount-table-heading"
        className="rounded-2xl bg-white p-4 shadow-card sm:p-6"
      >
        <h2 id="discount-table-heading" className="mb-4 font-display text-lg font-bold text-ink-900">
          Current discounts
        </h2>
        <DiscountTable
          discounts={discounts.data}
          isLoading={discounts.isPending || store.isPending}
          error={discounts.error ? failureMessage(discounts.error, 'Failed to load discounts') : null}
          locale={store.data?.locale}
          timeZone={store.data?.timezone}
        />
      </section>
    </div>
  );
}

function DiscountForm({
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
        { onSuccess: () => onSaved('Discounts saved successfully!') },
      ),
    () => {
      if (Object.values(getValues()).some((value) => value.trim() === '')) {
        setError('root.required', { type: 'required', message: FILL_ALL });
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
          suffix="%"
          hint="A whole number from 0 to 100."
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
      {save.error && <ErrorAlert title={failureMessage(save.error, 'Failed to save discounts')} />}
      <div className="grid gap-4 md:grid-cols-3">
        {percentField('delivery', 'Delivery discount (%)')}
        {percentField('pickup', 'Pickup discount (%)')}
        <TextField
          label="Expiry date"
          type="date"
          required
          hint={
            datePassed
              ? 'This day has passed: the discounts no longer apply. Pick a later date to renew them.'
              : 'The last day both discounts apply.'
          }
          error={errors.expires_at?.message}
          {...register('expires_at')}
        />
      </div>
      <div className="flex justify-end border-t border-cream-200 pt-5">
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}

function FormSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading discounts" className="space-y-5">
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

function DiscountTable({
  discounts,
  isLoading,
  error,
  locale,
  timeZone,
}: {
  discounts: Discount[] | undefined;
  isLoading: boolean;
  error: string | null;
  locale?: string;
  timeZone?: string;
}) {
  const today = todayIn(timeZone);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  const rows = [...(discounts ?? [])].sort((a, b) => a.code.localeCompare(b.code));
  const empty = 'No discounts yet. Customers pay full price until you save one above.';
  const expires = (discount: Discount) => (
    <time dateTime={discount.expires_at.slice(0, 10)}>{formatCalendarDate(discount.expires_at, locale)}</time>
  );
  return (
    <>
      <MobileList
        label="Current discounts"
        isLoading={isLoading}
        error={error}
        empty={empty}
        rowCount={rows.length}
      >
        {rows.map((discount) => (
          <MobileListItem key={discount.id}>
            <div className="flex items-start justify-between gap-3">
              <DiscountName code={discount.code} />
              <StateBadge expired={isExpired(discount.expires_at, today)} />
            </div>
            <p className="mt-2 text-sm text-ink-700">
              <span className="font-semibold text-ink-900 tabular-nums">
                {percent.format(discount.value / 100)}
              </span>{' '}
              off, until the end of {expires(discount)}
            </p>
          </MobileListItem>
        ))}
      </MobileList>
      <div className="hidden sm:block">
        <DataTable
          caption="Current discounts"
          columns={[{ label: 'Discount' }, { label: 'Value' }, { label: 'Expires' }, { label: 'Status' }]}
          isLoading={isLoading}
          error={error}
          empty={empty}
          rowCount={rows.length}
        >
          {rows.map((discount) => (
            <tr key={discount.id}>
              <Cell>
                <DiscountName code={discount.code} />
              </Cell>
              <Cell className="tabular-nums">{percent.format(discount.value / 100)}</Cell>
              <Cell className="whitespace-nowrap">{expires(discount)}</Cell>
              <Cell>
                <StateBadge expired={isExpired(discount.expires_at, today)} />
              </Cell>
            </tr>
          ))}
        </DataTable>
      </div>
    </>
  );
}

/** "Delivery" with its code, DELIVERY_DISCOUNT, below. */
function DiscountName({ code }: { code: DiscountCode }) {
  return (
    <span>
      <span className="block font-semibold text-ink-900">{CODE_LABELS[code] ?? code}</span>
      <code className="text-xs text-ink-600">{code}</code>
    </span>
  );
}

function StateBadge({ expired }: { expired: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex h-7 shrink-0 items-center rounded-full px-3 text-xs font-bold ring-1',
        expired ? 'bg-cream-200 text-ink-700 ring-ink-500/40' : 'bg-herb-50 text-herb-700 ring-herb-700/30',
      )}
    >
      {expired ? 'Expired' : 'Active'}
    </span>
  );
}
