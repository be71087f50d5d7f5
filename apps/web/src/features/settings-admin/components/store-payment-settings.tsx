import type { PaymentMethod, StoreSettings } from '@food/contract';
import { CreditCard } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { useSaveStoreSettings } from '../api/store-settings.ts';
import { useSettingsSave } from '../hooks/use-settings-save.ts';
import { SettingsForm } from './settings-form.tsx';
import { StoreSettingsSection } from './store-settings-section.tsx';

/**
 * Settings → Payments: how customers may pay, cash and/or online. Online needs the server's Stripe
 * keys; the section says whether they are there (never what they are) and how to add them.
 */
export function StorePaymentSettings({ storeId }: { storeId: number }) {
  return (
    <StoreSettingsSection
      storeId={storeId}
      headingId="store-payment-settings-title"
      icon={CreditCard}
      titleMessage="settings.payments.title"
      descriptionMessage="settings.payments.description"
    >
      {(settings) => <StorePaymentForm storeId={storeId} settings={settings} />}
    </StoreSettingsSection>
  );
}

function StorePaymentForm({ storeId, settings }: { storeId: number; settings: StoreSettings }) {
  const intl = useIntl();
  const { save, state, fieldError } = useSettingsSave(
    useSaveStoreSettings(storeId),
    'settings.payments.failed',
  );
  const [methods, setMethods] = useState<PaymentMethod[]>(settings.payment_methods);
  const configured = settings.online_payment_configured;
  const toggle = (method: PaymentMethod, on: boolean) =>
    setMethods((current) => (on ? [...current, method] : current.filter((m) => m !== method)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save({ payment_methods: methods });
  };

  return (
    <SettingsForm
      state={state}
      onSubmit={submit}
      saveMessage="settings.payments.save"
      disabled={methods.length === 0}
      className="max-w-2xl"
    >
      <fieldset className="flex flex-col gap-2 sm:flex-row">
        <legend className="sr-only">{intl.formatMessage({ id: 'settings.payments.legend' })}</legend>
        <Checkbox
          label={intl.formatMessage({ id: 'settings.payments.cash' })}
          checked={methods.includes('cash')}
          onChange={(event) => toggle('cash', event.target.checked)}
        />
        <Checkbox
          label={intl.formatMessage({ id: 'settings.payments.online' })}
          checked={methods.includes('online')}
          disabled={!configured}
          aria-describedby="store-payment-keys"
          onChange={(event) => toggle('online', event.target.checked)}
        />
      </fieldset>
      <p id="store-payment-keys" className="text-sm text-ink-600">
        <FormattedMessage
          id={configured ? 'settings.payments.keys_present' : 'settings.payments.keys_missing'}
        />
      </p>
      {fieldError('payment_methods') && (
        <p className="text-sm font-semibold text-danger-700">{fieldError('payment_methods')}</p>
      )}
    </SettingsForm>
  );
}
