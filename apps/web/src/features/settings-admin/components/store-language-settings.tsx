import { LANGUAGES, type Language, type StoreSettings } from '@food/contract';
import { Languages } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { SelectField } from '@/components/ui/select-field.tsx';
import { useSaveStoreSettings } from '../api/store-settings.ts';
import { useSettingsSave } from '../hooks/use-settings-save.ts';
import { SettingsForm } from './settings-form.tsx';
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
  const { save, state, fieldError } = useSettingsSave(
    useSaveStoreSettings(storeId),
    'settings.language.failed',
  );
  const [language, setLanguage] = useState<Language>(settings.default_language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save({ default_language: language });
  };

  return (
    <SettingsForm state={state} onSubmit={submit} saveMessage="settings.language.save" className="max-w-2xl">
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
        error={fieldError('default_language')}
      />
    </SettingsForm>
  );
}
