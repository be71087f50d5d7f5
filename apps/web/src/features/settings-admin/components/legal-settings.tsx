import { LANGUAGES, type StoreLegal } from '@food/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TextAreaField } from '@/components/ui/text-area-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { toastSuccess } from '@/components/ui/toast.tsx';
import { storeLegalQueryOptions } from '@/features/store/api/get-store-legal.ts';
import { isApiError } from '@/lib/api-client.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { useSaveStoreLegal } from '../api/store-legal.ts';
import { legalBody, legalFormValues, type LegalFormValues } from '../lib/legal-form.ts';
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
  const save = useSaveStoreLegal(storeId);
  const [values, setValues] = useState(() => legalFormValues(legal));
  const [placeholders, setPlaceholders] = useState(legal.placeholders);
  const placeholderHint = (name: string) =>
    placeholders.includes(name) ? intl.formatMessage({ id: 'settings.legal.placeholder' }) : undefined;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (change: Partial<LegalFormValues>) => setValues((current) => ({ ...current, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { body, errors: wrong } = legalBody(values);
    setErrors(wrong ?? {});
    if (!body) return;
    save.mutate(body, {
      onSuccess: ({ data }) => {
        setValues(legalFormValues(data));
        setPlaceholders(data.placeholders);
        toastSuccess(intl.formatMessage({ id: 'settings.legal.saved' }));
      },
      onError: (error) => {
        if (isApiError(error)) {
          setErrors(
            Object.fromEntries(Object.entries(error.fields).map(([field, [first = '']]) => [field, first])),
          );
        }
      },
    });
  };
  const fieldsWrong = Object.keys(errors).length > 0;
  const failure =
    save.error && !fieldsWrong
      ? failureMessage(save.error, intl.formatMessage({ id: 'settings.legal.failed' }))
      : undefined;

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
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
      {fieldsWrong && <ErrorAlert title={intl.formatMessage({ id: 'settings.legal.fix' })} />}
      {failure && <ErrorAlert title={failure} />}
      <Button type="submit" size="lg" disabled={save.isPending}>
        <FormattedMessage id={save.isPending ? 'settings.busy.saving' : 'settings.legal.save'} />
      </Button>
    </form>
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
