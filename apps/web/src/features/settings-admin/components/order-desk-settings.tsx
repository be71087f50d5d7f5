import {
  ORDER_TIMEOUT_MINUTES_MAX,
  ORDER_TIMEOUT_MINUTES_MIN,
  UpdateStoreSettingsSchema,
  type StoreSettings,
} from '@food/contract';
import { Timer } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { DecimalField } from '@/components/ui/decimal-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { useMoney } from '@/features/store/hooks/use-money.ts';
import { useSaveStoreSettings } from '../api/store-settings.ts';
import { useSettingsSave } from '../hooks/use-settings-save.ts';
import { amountText, optionalAmountText } from '../lib/optional-amount.ts';
import { SettingsForm } from './settings-form.tsx';
import { StoreSettingsSection } from './store-settings-section.tsx';

/**
 * The order desk's settings on the Store setting screen: how long an order may wait for an answer
 * before it is rejected automatically, and the pickup minimum (delivery minimums are set per postcode).
 * A pause shows in the header.
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
      {(settings) => <OrderDeskForm storeId={storeId} settings={settings} />}
    </StoreSettingsSection>
  );
}

type Wrong = { order_timeout_minutes?: string; min_order?: string };

function OrderDeskForm({ storeId, settings }: { storeId: number; settings: StoreSettings }) {
  const intl = useIntl();
  const money = useMoney(storeId);
  const { save, state, fieldError } = useSettingsSave(useSaveStoreSettings(storeId), 'settings.desk.failed');
  const [timeout, setTimeoutText] = useState(String(settings.order_timeout_minutes));
  const [minimum, setMinimum] = useState(amountText(settings.min_order));
  const [wrong, setWrong] = useState<Wrong>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const timeoutParsed = UpdateStoreSettingsSchema.safeParse({
      order_timeout_minutes: timeout.trim() === '' ? undefined : Number(timeout),
    });
    const minimumParsed = optionalAmountText.safeParse(minimum);
    setWrong({
      order_timeout_minutes: timeoutParsed.success
        ? undefined
        : (timeoutParsed.error.issues[0]?.message ??
          intl.formatMessage({ id: 'settings.desk.enterMinutes' })),
      min_order: minimumParsed.success ? undefined : minimumParsed.error.issues[0]?.message,
    });
    if (!timeoutParsed.success || !minimumParsed.success) return;
    save({ order_timeout_minutes: timeoutParsed.data.order_timeout_minutes, min_order: minimumParsed.data });
  };

  return (
    <SettingsForm state={state} onSubmit={submit} saveMessage="settings.desk.save" className="max-w-2xl">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={intl.formatMessage({ id: 'settings.desk.timeoutField' })}
          inputMode="numeric"
          autoComplete="off"
          value={timeout}
          onChange={(event) => {
            setTimeoutText(event.target.value.replace(/\D/g, '').slice(0, 3));
            setWrong((current) => ({ ...current, order_timeout_minutes: undefined }));
          }}
          hint={intl.formatMessage(
            { id: 'settings.desk.timeoutHint' },
            { min: ORDER_TIMEOUT_MINUTES_MIN, max: ORDER_TIMEOUT_MINUTES_MAX },
          )}
          error={wrong.order_timeout_minutes ?? fieldError('order_timeout_minutes')}
        />
        <DecimalField
          label={intl.formatMessage({ id: 'settings.desk.minimumField' })}
          {...money.unit}
          value={minimum}
          onValueChange={(next) => {
            setMinimum(next);
            setWrong((current) => ({ ...current, min_order: undefined }));
          }}
          hint={intl.formatMessage({ id: 'settings.desk.minimumHint' })}
          error={wrong.min_order ?? fieldError('min_order')}
        />
      </div>
    </SettingsForm>
  );
}
