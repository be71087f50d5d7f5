import { LANGUAGES, type Language, type StoreSettings } from '@food/contract';
import { useQuery } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { toastSuccess } from '@/components/ui/toast.tsx';
import { failureMessage } from '@/lib/form-errors.ts';
import { storeSettingsQueryOptions, useSaveStoreSettings } from '../api/store-settings.ts';

/**
 * The storefront's default language on the Store setting screen: what a visitor reads whose browser asks
 * for none of the product's languages.
 */
export function StoreLanguageSettings({ storeId }: { storeId: number }) {
  const intl = useIntl();
  const settings = useQuery(storeSettingsQueryOptions(storeId));
  return (
    <section
      aria-labelledby="store-language-settings-title"
      className="rounded-2xl bg-white p-4 shadow-card sm:p-6"
    >
      <h2
        id="store-language-settings-title"
        className="flex items-center gap-2 font-display text-lg font-bold text-ink-900"
      >
        <Languages aria-hidden="true" className="size-5 text-brand-700" />
        <FormattedMessage id="settings.language.title" />
      </h2>
      <p className="mt-1 mb-4 max-w-2xl text-sm text-ink-700">
        <FormattedMessage id="settings.language.description" />
      </p>
      {settings.isPending ? (
        <div
          aria-busy="true"
          aria-label={intl.formatMessage({ id: 'settings.loading' })}
          className="max-w-sm space-y-2"
        >
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : settings.isError ? (
        <ErrorAlert
          title={failureMessage(settings.error, intl.formatMessage({ id: 'settings.failed.load' }))}
        />
      ) : (
        <StoreLanguageForm storeId={storeId} settings={settings.data} />
      )}
    </section>
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
