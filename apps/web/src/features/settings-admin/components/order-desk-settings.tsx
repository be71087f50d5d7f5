import {
  ORDER_TIMEOUT_MINUTES_MAX,
  ORDER_TIMEOUT_MINUTES_MIN,
  UpdateStoreSettingsSchema,
  type StoreSettings,
} from '@food/contract';
import { useQuery } from '@tanstack/react-query';
import { Timer } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { DecimalField } from '@/components/ui/decimal-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { toastSuccess } from '@/components/ui/toast.tsx';
import { useMoney } from '@/features/store/hooks/use-money.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { storeSettingsQueryOptions, useSaveStoreSettings } from '../api/store-settings.ts';
import { amountText, optionalAmountText } from '../lib/optional-amount.ts';

/**
 * The order desk's settings on the Store setting screen: how long an order may wait for an answer
 * before it is rejected automatically, and the pickup minimum. A pause shows in the header.
 */
export function OrderDeskSettings({ storeId }: { storeId: number }) {
  const settings = useQuery(storeSettingsQueryOptions(storeId));
  return (
    <section
      aria-labelledby="order-desk-settings-title"
      className="rounded-2xl bg-white p-4 shadow-card sm:p-6"
    >
      <h2
        id="order-desk-settings-title"
        className="flex items-center gap-2 font-display text-lg font-bold text-ink-900"
      >
        <Timer aria-hidden="true" className="size-5 text-brand-700" />
        Answering orders
      </h2>
      <p className="mt-1 mb-4 max-w-2xl text-sm text-ink-700">
        No customer waits for ever: an order nobody answers in time is rejected automatically. After 3 such
        orders in a row the store stops taking orders until you resume it.
      </p>
      {settings.isPending ? (
        <div aria-busy="true" aria-label="Loading the settings" className="max-w-sm space-y-2">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : settings.isError ? (
        <ErrorAlert title={failureMessage(settings.error, 'The settings could not be loaded.')} />
      ) : (
        <>
          <TimeoutForm storeId={storeId} settings={settings.data} />
          <PickupMinimumForm storeId={storeId} settings={settings.data} />
        </>
      )}
    </section>
  );
}

function TimeoutForm({ storeId, settings }: { storeId: number; settings: StoreSettings }) {
  const save = useSaveStoreSettings(storeId);
  const [text, setText] = useState(String(settings.order_timeout_minutes));
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = UpdateStoreSettingsSchema.safeParse({
      order_timeout_minutes: text.trim() === '' ? undefined : Number(text),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter the minutes');
      return;
    }
    save.mutate(
      { order_timeout_minutes: parsed.data.order_timeout_minutes },
      {
        onSuccess: () => toastSuccess('Answer time saved. It applies to orders placed from now on.'),
        onError: (failure) => setError(failureMessage(failure, 'The answer time could not be saved.')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label="Answer within (minutes)"
          className="sm:w-72"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value.replace(/\D/g, '').slice(0, 3));
            setError(undefined);
          }}
          hint={`${ORDER_TIMEOUT_MINUTES_MIN} to ${ORDER_TIMEOUT_MINUTES_MAX} minutes (10 by default). Orders already waiting keep their time.`}
          error={error}
        />
        <Button type="submit" size="lg" className="sm:mt-7" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save answer time'}
        </Button>
      </div>
    </form>
  );
}

/** The least subtotal of a pickup order; delivery minimums are set per postcode. */
function PickupMinimumForm({ storeId, settings }: { storeId: number; settings: StoreSettings }) {
  const save = useSaveStoreSettings(storeId);
  const money = useMoney(storeId);
  const [text, setText] = useState(amountText(settings.min_order));
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = optionalAmountText.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    save.mutate(
      { min_order: parsed.data },
      {
        onSuccess: () =>
          toastSuccess(
            parsed.data === null ? 'Pickup orders have no minimum now.' : 'Minimum order for pickup saved.',
          ),
        onError: (failure) => setError(failureMessage(failure, 'The minimum order could not be saved.')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-6 border-t border-cream-200 pt-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <DecimalField
          label="Minimum order for pickup"
          className="sm:w-72"
          {...money.unit}
          value={text}
          onValueChange={(next) => {
            setText(next);
            setError(undefined);
          }}
          hint="Optional. Leave empty for no minimum; delivery minimums are set per postcode."
          error={error}
        />
        <Button type="submit" size="lg" className="sm:mt-7" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save minimum'}
        </Button>
      </div>
    </form>
  );
}
