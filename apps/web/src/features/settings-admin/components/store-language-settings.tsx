import { LANGUAGES, type Language, type StoreSettings } from '@food/contract';
import { Languages } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { toastSuccess } from '@/components/ui/toast.tsx';
import { failureMessage } from '@/lib/form-errors.ts';
import { useSaveStoreSettings } from '../api/store-settings.ts';
import { StoreSettingsSection } from './store-settings-section.tsx';

/**
 * The storefront's default language on the Store setting screen: what a visitor reads whose browser asks
 * for none of the product's languages.
 */
export function StoreLanguageSettings({ storeId }: { storeId: number }) {
  return (
    <StoreSettingsSection
      storeId={storeId}
      headingId="store-language-settings-title"
      icon={Languages}
      titleMessage="settings.language.title"
      descriptionMessage="settings.language.description"
    >
      {(settings) => <StoreLanguageForm storeId={storeId} settings={settings} />}
    </StoreSettingsSection>
  );
}

function StoreLanguageForm({ storeId, settings }: { storeId: number; settings: StoreSettings }) {
  const intl = useIntl();
  const save = useSaveStoreSettings(storeId);
  const [language, setLanguage] = useState<Language>(settings.default_language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { default_language: language },
      { onSuccess: () => toastSuccess(intl.formatMessage({ id: 'settings.language.saved' })) },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex max-w-2xl flex-col gap-3 sm:flex-row sm:items-start">
      <SelectField
        label={intl.formatMessage({ id: 'settings.language.field' })}
        required
        className="min-w-0 sm:w-72"
        value={language}
        onChange={(event) => setLanguage(event.target.value as Language)}
        options={LANGUAGES.map((code) => ({
          value: code,
          label: intl.formatDisplayName(code, { type: 'language' }) ?? code,
        }))}
        error={
          save.error
            ? failureMessage(save.error, intl.formatMessage({ id: 'settings.language.failed' }))
            : undefined
        }
      />
      <Button type="submit" size="lg" disabled={save.isPending} className="sm:mt-7">
        <FormattedMessage id={save.isPending ? 'settings.busy.saving' : 'settings.language.save'} />
      </Button>
    </form>
  );
}
