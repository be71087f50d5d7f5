import { LANGUAGES, type StoreLegal } from '@food/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { storeLegalQueryOptions } from '@/features/store/api/get-store-legal.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { useSaveStoreLegal } from '../api/store-legal.ts';
import { useSettingsSave } from '../hooks/use-settings-save.ts';
import { legalBody, legalFormValues, type LegalFormValues } from '../lib/legal-form.ts';
import { SettingsForm } from './settings-form.tsx';
import { LegalTextsFields } from './legal-texts-fields.tsx';

/** Who runs the store, and its legal texts per language: the storefront's imprint, privacy and terms pages. */
export function LegalSettings({ storeId }: { storeId: number }) {
  const intl = useIntl();
  const legal = useQuery(storeLegalQueryOptions(storeId));
  if (legal.isPending) {
    return (
      <div aria-busy="true" aria-label={intl.formatMessage({ id: 'settings.loading' })} className="space-y-3">
        <Skeleton className="h-12 w-full max-w-xl" />
        <Skeleton className="h-12 w-full max-w-xl" />
      </div>
    );
  }
  if (legal.isError) {
    return (
      <ErrorAlert title={failureMessage(legal.error, intl.formatMessage({ id: 'settings.failed.load' }))} />
    );
  }
  return <LegalForm storeId={storeId} legal={legal.data} />;
}

type DetailField = Exclude<keyof LegalFormValues, 'texts' | 'address'>;

const DETAILS: { name: DetailField; type?: string; autoComplete: string }[] = [
  { name: 'legal_name', autoComplete: 'organization' },
  { name: 'representative', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel' },
  { name: 'vat_id', autoComplete: 'off' },
  { name: 'register_court', autoComplete: 'off' },
  { name: 'register_number', autoComplete: 'off' },
];

function LegalForm({ storeId, legal }: { storeId: number; legal: StoreLegal }) {
  const intl = useIntl();
  const { save, state, fieldErrors } = useSettingsSave(useSaveStoreLegal(storeId), 'settings.legal.failed');
  const [values, setValues] = useState(() => legalFormValues(legal));
  const [placeholders, setPlaceholders] = useState(legal.placeholders);
  const placeholderHint = (name: string) =>
    placeholders.includes(name) ? intl.formatMessage({ id: 'settings.legal.placeholder' }) : undefined;
  const [wrong, setWrong] = useState<Record<string, string>>({});
  const errors: Record<string, string | undefined> = { ...fieldErrors, ...wrong };
  const set = (change: Partial<LegalFormValues>) => setValues((current) => ({ ...current, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: found } = legalBody(values);
    setWrong(found ?? {});
    if (!body) return;
    save(body, {
      onSuccess: ({ data }) => {
        setValues(legalFormValues(data));
        setPlaceholders(data.placeholders);
      },
    });
  };
  const fieldsWrong = Object.values(errors).some(Boolean);

  return (
    <SettingsForm
      state={state}
      onSubmit={submit}
      saveMessage="settings.legal.save"
      error={fieldsWrong ? intl.formatMessage({ id: 'settings.legal.fix' }) : undefined}
      className="max-w-none space-y-6"
    >
      <section aria-labelledby="legal-details-title" className="rounded-2xl bg-white p-4 shadow-card sm:p-6">
        <h2 id="legal-details-title" className="font-display text-lg font-bold text-ink-900">
          <FormattedMessage id="settings.legal.details.title" />
        </h2>
        <p className="mt-1 mb-4 max-w-2xl text-sm text-ink-700">
          <FormattedMessage id="settings.legal.details.description" />
        </p>
        <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
          {DETAILS.slice(0, 2).map((field) => detailField(field))}
          <TextAreaField
            className="sm:col-span-2"
            label={intl.formatMessage({ id: 'settings.legal.field.address' })}
            autoComplete="street-address"
            hint={placeholderHint('address')}
            value={values.address}
            onChange={(event) => set({ address: event.target.value })}
            error={errors.address}
          />
          {DETAILS.slice(2).map((field) => detailField(field))}
        </div>
      </section>
      <section aria-labelledby="legal-texts-title" className="rounded-2xl bg-white p-4 shadow-card sm:p-6">
        <h2 id="legal-texts-title" className="font-display text-lg font-bold text-ink-900">
          <FormattedMessage id="settings.legal.texts.title" />
        </h2>
        <p className="mt-1 mb-4 max-w-2xl text-sm text-ink-700">
          <FormattedMessage id="settings.legal.texts.description" />
        </p>
        <div className="grid gap-4 xl:grid-cols-2">
          {LANGUAGES.map((language) => (
            <LegalTextsFields
              key={language}
              language={language}
              texts={values.texts[language]}
              errors={errors}
              placeholders={placeholders}
              onChange={(texts) => set({ texts: { ...values.texts, [language]: texts } })}
            />
          ))}
        </div>
      </section>
    </SettingsForm>
  );

  function detailField({ name, type, autoComplete }: (typeof DETAILS)[number]) {
    return (
      <TextField
        key={name}
        label={intl.formatMessage({ id: `settings.legal.field.${name}` })}
        hint={
          placeholderHint(name) ??
          (name === 'vat_id' ? intl.formatMessage({ id: 'settings.legal.field.vat_id.hint' }) : undefined)
        }
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => set({ [name]: event.target.value })}
        error={errors[name]}
      />
    );
  }
}
