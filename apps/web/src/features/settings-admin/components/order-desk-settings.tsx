import {
  ORDER_TIMEOUT_MINUTES_MAX,
  ORDER_TIMEOUT_MINUTES_MIN,
  UpdateStoreSettingsSchema,
  type StoreSettings,
} from '@food/contract';
import { Timer } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button.tsx';
import { DecimalField } from '@/components/ui/decimal-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { toastSuccess } from '@/components/ui/toast.tsx';
import { useMoney } from '@/features/store/hooks/use-money.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { useSaveStoreSettings } from '../api/store-settings.ts';
import { amountText, optionalAmountText } from '../lib/optional-amount.ts';
import { StoreSettingsSection } from './store-settings-section.tsx';

/**
 * The order desk's settings on the Store setting screen: how long an order may wait for an answer
 * before it is rejected automatically, and the pickup minimum. A pause shows in the header.
 */
export function OrderDeskSettings({ storeId }: { storeId: number }) {
  return (
    <StoreSettingsSection
      storeId={storeId}
      headingId="order-desk-settings-title"
      icon={Timer}
      titleMessage="settings.desk.title"
      descriptionMessage="settings.desk.description"
    >
      {(settings) => (
        <>
          <TimeoutForm storeId={storeId} settings={settings} />
          <PickupMinimumForm storeId={storeId} settings={settings} />
        </>
      )}
    </StoreSettingsSection>
  );
}

function TimeoutForm({ storeId, settings }: { storeId: number; settings: StoreSettings }) {
  const intl = useIntl();
  const save = useSaveStoreSettings(storeId);
  const [text, setText] = useState(String(settings.order_timeout_minutes));
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = UpdateStoreSettingsSchema.safeParse({
      order_timeout_minutes: text.trim() === '' ? undefined : Number(text),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? intl.formatMessage({ id: 'settings.desk.enterMinutes' }));
      return;
    }
    save.mutate(
      { order_timeout_minutes: parsed.data.order_timeout_minutes },
      {
        onSuccess: () => toastSuccess(intl.formatMessage({ id: 'settings.desk.timeoutSaved' })),
        onError: (failure) =>
          setError(failureMessage(failure, intl.formatMessage({ id: 'settings.desk.timeoutFailed' }))),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label={intl.formatMessage({ id: 'settings.desk.timeoutField' })}
          className="sm:w-72"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value.replace(/\D/g, '').slice(0, 3));
            setError(undefined);
          }}
          hint={intl.formatMessage(
            { id: 'settings.desk.timeoutHint' },
            { min: ORDER_TIMEOUT_MINUTES_MIN, max: ORDER_TIMEOUT_MINUTES_MAX },
          )}
          error={error}
        />
        <Button type="submit" size="lg" className="sm:mt-7" disabled={save.isPending}>
          <FormattedMessage id={save.isPending ? 'settings.busy.saving' : 'settings.desk.timeoutSave'} />
        </Button>
      </div>
    </form>
  );
}

/** The least subtotal of a pickup order; delivery minimums are set per postcode. */
function PickupMinimumForm({ storeId, settings }: { storeId: number; settings: StoreSettings }) {
  const intl = useIntl();
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
            intl.formatMessage({
              id: parsed.data === null ? 'settings.desk.minimumNone' : 'settings.desk.minimumSaved',
            }),
          ),
        onError: (failure) =>
          setError(failureMessage(failure, intl.formatMessage({ id: 'settings.desk.minimumFailed' }))),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-6 border-t border-cream-200 pt-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <DecimalField
          label={intl.formatMessage({ id: 'settings.desk.minimumField' })}
          className="sm:w-72"
          {...money.unit}
          value={text}
          onValueChange={(next) => {
            setText(next);
            setError(undefined);
          }}
          hint={intl.formatMessage({ id: 'settings.desk.minimumHint' })}
          error={error}
        />
        <Button type="submit" size="lg" className="sm:mt-7" disabled={save.isPending}>
          <FormattedMessage id={save.isPending ? 'settings.busy.saving' : 'settings.desk.minimumSave'} />
        </Button>
      </div>
    </form>
  );
}
