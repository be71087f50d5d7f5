import type { StoreSettings } from '@food/contract';
import { Phone } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { toastSuccess } from '@/components/ui/toast.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { useSaveStoreSettings } from '../api/store-settings.ts';
import { StoreSettingsSection } from './store-settings-section.tsx';

/**
 * The restaurant's public phone number on the Store setting screen: the storefront shows it in its
 * footer and while a customer waits for an answer. Empty: none shown.
 */
export function StorePhoneSettings({ storeId }: { storeId: number }) {
  return (
    <StoreSettingsSection
      storeId={storeId}
      headingId="store-phone-settings-title"
      icon={Phone}
      titleMessage="settings.phone.title"
      descriptionMessage="settings.phone.description"
    >
      {(settings) => <StorePhoneForm storeId={storeId} settings={settings} />}
    </StoreSettingsSection>
  );
}

function StorePhoneForm({ storeId, settings }: { storeId: number; settings: StoreSettings }) {
  const intl = useIntl();
  const save = useSaveStoreSettings(storeId);
  const [phone, setPhone] = useState(settings.phone ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { phone: phone.trim() || null },
      { onSuccess: () => toastSuccess(intl.formatMessage({ id: 'settings.phone.saved' })) },
    );
  };
  const error = save.error
    ? ((isApiError(save.error) ? save.error.fields.phone?.[0] : undefined) ??
      failureMessage(save.error, intl.formatMessage({ id: 'settings.phone.failed' })))
    : undefined;

  return (
    <form onSubmit={submit} noValidate className="flex max-w-2xl flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        label={intl.formatMessage({ id: 'settings.phone.field' })}
        type="tel"
        autoComplete="off"
        className="min-w-0 sm:w-72"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        error={error}
      />
      <Button type="submit" size="lg" disabled={save.isPending} className="sm:mt-7">
        <FormattedMessage id={save.isPending ? 'settings.busy.saving' : 'settings.phone.save'} />
      </Button>
    </form>
  );
}
