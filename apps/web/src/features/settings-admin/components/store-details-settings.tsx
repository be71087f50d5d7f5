import type { Store, UpdateStore } from '@food/contract';
import { useQuery } from '@tanstack/react-query';
import { Store as StoreIcon } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { storeQueryOptions } from '@/features/store/api/get-store.ts';
import { failureMessage } from '@/lib/form-errors.ts';
import { useSaveStore } from '../api/store-details.ts';
import { useSettingsSave } from '../hooks/use-settings-save.ts';
import { currencyOptions, localeOptions, timeZoneOptions } from '../lib/store-details.ts';
import { SettingsForm } from './settings-form.tsx';

type Values = Omit<UpdateStore, 'phone'> & { phone: string };

const valuesOf = (store: Store): Values => ({
  name: store.name,
  address: store.address,
  country: store.country,
  phone: store.phone ?? '',
  timezone: store.timezone,
  currency: store.currency,
  locale: store.locale,
});

/**
 * The restaurant itself on the Store setting screen: its name, address and phone as customers read them,
 * and the time zone, currency and locale its days and money are written in.
 */
export function StoreDetailsSettings({ storeId }: { storeId: number }) {
  const intl = useIntl();
  const store = useQuery(storeQueryOptions(storeId));
  return (
    <section aria-labelledby="store-details-title" className="rounded-2xl bg-white p-4 shadow-card sm:p-6">
      <h2
        id="store-details-title"
        className="flex items-center gap-2 font-display text-lg font-bold text-ink-900"
      >
        <StoreIcon aria-hidden="true" className="size-5 text-brand-700" />
        <FormattedMessage id="settings.store.title" />
      </h2>
      <p className="mt-1 mb-4 max-w-2xl text-sm text-ink-700">
        <FormattedMessage id="settings.store.description" />
      </p>
      {store.isPending ? (
        <div
          aria-busy="true"
          aria-label={intl.formatMessage({ id: 'settings.loading' })}
          className="space-y-3"
        >
          <Skeleton className="h-12 w-full max-w-xl" />
          <Skeleton className="h-12 w-full max-w-xl" />
        </div>
      ) : store.isError ? (
        <ErrorAlert title={failureMessage(store.error, intl.formatMessage({ id: 'settings.failed.load' }))} />
      ) : (
        <StoreDetailsForm storeId={storeId} store={store.data} />
      )}
    </section>
  );
}

function StoreDetailsForm({ storeId, store }: { storeId: number; store: Store }) {
  const intl = useIntl();
  const { save, state, fieldError } = useSettingsSave(useSaveStore(storeId), 'settings.store.failed');
  const [values, setValues] = useState(() => valuesOf(store));
  const set = (change: Partial<Values>) => setValues((current) => ({ ...current, ...change }));
  const options = useMemo(
    () => ({
      currencies: currencyOptions(intl.locale, store.currency),
      zones: timeZoneOptions(store.timezone),
    }),
    [intl.locale, store.currency, store.timezone],
  );
  const locales = useMemo(() => localeOptions(intl.locale, values.currency), [intl.locale, values.currency]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save(
      { ...values, phone: values.phone.trim() || null },
      { onSuccess: ({ data }) => setValues(valuesOf(data)) },
    );
  };
  const text = (name: 'name' | 'address' | 'country' | 'phone', autoComplete: string, type = 'text') => (
    <TextField
      label={intl.formatMessage({ id: `settings.store.field.${name}` })}
      hint={name === 'phone' ? intl.formatMessage({ id: 'settings.store.field.phone.hint' }) : undefined}
      type={type}
      autoComplete={autoComplete}
      required={name !== 'phone'}
      value={values[name]}
      onChange={(event) => set({ [name]: event.target.value })}
      error={fieldError(name)}
    />
  );

  return (
    <SettingsForm state={state} onSubmit={submit} saveMessage="settings.store.save">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', 'organization')}
        {text('phone', 'off', 'tel')}
        {text('address', 'street-address')}
        {text('country', 'country-name')}
        <SelectField
          label={intl.formatMessage({ id: 'settings.store.field.timezone' })}
          required
          value={values.timezone}
          onChange={(event) => set({ timezone: event.target.value })}
          options={options.zones}
          error={fieldError('timezone')}
        />
        <SelectField
          label={intl.formatMessage({ id: 'settings.store.field.currency' })}
          hint={intl.formatMessage({ id: 'settings.store.field.currency.hint' })}
          required
          value={values.currency}
          onChange={(event) => set({ currency: event.target.value })}
          options={options.currencies}
          error={fieldError('currency')}
        />
        <SelectField
          label={intl.formatMessage({ id: 'settings.store.field.locale' })}
          hint={intl.formatMessage({ id: 'settings.store.field.locale.hint' })}
          required
          value={values.locale}
          onChange={(event) => set({ locale: event.target.value })}
          options={locales}
          error={fieldError('locale')}
        />
      </div>
    </SettingsForm>
  );
}
