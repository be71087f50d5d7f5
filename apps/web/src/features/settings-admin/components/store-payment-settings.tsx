import type { PaymentMethod, StoreSettings } from '@food/contract';
import { CreditCard } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { toastSuccess } from '@/components/ui/toast.tsx';
import { failureMessage } from '@/lib/form-errors.ts';
import { useSaveStoreSettings } from '../api/store-settings.ts';
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
  const save = useSaveStoreSettings(storeId);
  const [methods, setMethods] = useState<PaymentMethod[]>(settings.payment_methods);
  const configured = settings.online_payment_configured;
  const toggle = (method: PaymentMethod, on: boolean) =>
    setMethods((current) => (on ? [...current, method] : current.filter((m) => m !== method)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { payment_methods: methods },
      { onSuccess: () => toastSuccess(intl.formatMessage({ id: 'settings.payments.saved' })) },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex max-w-2xl flex-col gap-3">
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
      {save.error && (
        <ErrorAlert>
          {failureMessage(save.error, intl.formatMessage({ id: 'settings.payments.failed' }))}
        </ErrorAlert>
      )}
      <div>
        <Button type="submit" size="lg" disabled={save.isPending || methods.length === 0}>
          <FormattedMessage id={save.isPending ? 'settings.busy.saving' : 'settings.payments.save'} />
        </Button>
      </div>
    </form>
  );
}
