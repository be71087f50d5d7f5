import type { AccountingSettings } from '@food/contract';
import { Calculator, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { failureMessage } from '@/lib/form-errors.ts';
import { useAccountingSettings, useSaveAccountingSettings } from '../api/accounting.ts';
import { useSettingsSave } from '../hooks/use-settings-save.ts';
import { SettingsForm } from './settings-form.tsx';
import { SettingSwitch } from './setting-switch.tsx';

type RateRow = { rate: string; revenue_account: string; refund_account: string };
type Draft = {
  consultant_number: string;
  client_number: string;
  fiscal_year_start_month: string;
  account_length: string;
  other_revenue_account: string;
  cash_account: string;
  online_clearing_account: string;
  tax_keys: boolean;
  revenue_accounts: RateRow[];
};

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

function draftOf(saved: AccountingSettings): Draft {
  return {
    consultant_number: saved.consultant_number?.toString() ?? '',
    client_number: saved.client_number?.toString() ?? '',
    fiscal_year_start_month: String(saved.fiscal_year_start_month),
    account_length: String(saved.account_length),
    other_revenue_account: saved.other_revenue_account,
    cash_account: saved.cash_account,
    online_clearing_account: saved.online_clearing_account,
    tax_keys: saved.tax_keys,
    revenue_accounts: saved.revenue_accounts.map((entry) => ({
      rate: String(entry.rate),
      revenue_account: entry.revenue_account,
      refund_account: entry.refund_account,
    })),
  };
}

/**
 * Settings → Accounting: what the DATEV export books on. The consultant and client numbers from the
 * tax adviser, the fiscal year, and the accounts (SKR03 to start with): revenue per VAT rate, cash and
 * the online payments' clearing account.
 */
export function AccountingSettingsSection({ storeId }: { storeId: number }) {
  const intl = useIntl();
  const settings = useAccountingSettings(storeId);
  return (
    <section
      aria-labelledby="accounting-settings-title"
      className="rounded-2xl bg-white p-4 shadow-card sm:p-6"
    >
      <h2
        id="accounting-settings-title"
        className="flex items-center gap-2 font-display text-lg font-bold text-ink-900"
      >
        <Calculator aria-hidden="true" className="size-5 text-brand-700" />
        <FormattedMessage id="settings.accounting.title" />
      </h2>
      <p className="mt-1 mb-4 max-w-2xl text-sm text-ink-700">
        <FormattedMessage id="settings.accounting.description" />
      </p>
      {settings.isPending ? (
        <div
          aria-busy="true"
          aria-label={intl.formatMessage({ id: 'settings.loading' })}
          className="grid max-w-2xl gap-4 sm:grid-cols-2"
        >
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : settings.isError ? (
        <ErrorAlert
          title={failureMessage(settings.error, intl.formatMessage({ id: 'settings.failed.load' }))}
        />
      ) : (
        <AccountingForm storeId={storeId} saved={settings.data} />
      )}
    </section>
  );
}

function AccountingForm({ storeId, saved }: { storeId: number; saved: AccountingSettings }) {
  const intl = useIntl();
  const { save, state, fieldError } = useSettingsSave(
    useSaveAccountingSettings(storeId),
    'settings.accounting.failed',
  );
  const [draft, setDraft] = useState(() => draftOf(saved));
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const setRate = (index: number, change: Partial<RateRow>) =>
    set({
      revenue_accounts: draft.revenue_accounts.map((row, at) => (at === index ? { ...row, ...change } : row)),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save({
      consultant_number: numberOrNull(draft.consultant_number),
      client_number: numberOrNull(draft.client_number),
      fiscal_year_start_month: Number(draft.fiscal_year_start_month),
      account_length: Number(draft.account_length),
      other_revenue_account: draft.other_revenue_account.trim(),
      cash_account: draft.cash_account.trim(),
      online_clearing_account: draft.online_clearing_account.trim(),
      tax_keys: draft.tax_keys,
      revenue_accounts: draft.revenue_accounts.map((row) => ({
        rate: Number(row.rate.replace(',', '.')),
        revenue_account: row.revenue_account.trim(),
        refund_account: row.refund_account.trim(),
      })),
    });
  };

  const text = (
    name:
      | 'consultant_number'
      | 'client_number'
      | 'other_revenue_account'
      | 'cash_account'
      | 'online_clearing_account',
    hint?: string,
  ) => (
    <TextField
      label={intl.formatMessage({ id: `settings.accounting.field.${name}` })}
      inputMode="numeric"
      autoComplete="off"
      value={draft[name]}
      onChange={(event) => set({ [name]: event.target.value })}
      error={fieldError(name)}
      hint={hint}
    />
  );
  const months = Array.from({ length: 12 }, (_, index) => ({
    value: index + 1,
    label: new Intl.DateTimeFormat(intl.locale, { month: 'long', timeZone: 'UTC' }).format(
      Date.UTC(2024, index, 1),
    ),
  }));

  return (
    <SettingsForm state={state} onSubmit={submit} saveMessage="settings.accounting.save">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('consultant_number', intl.formatMessage({ id: 'settings.accounting.hint.consultant_number' }))}
        {text('client_number', intl.formatMessage({ id: 'settings.accounting.hint.client_number' }))}
        <SelectField
          label={intl.formatMessage({ id: 'settings.accounting.field.fiscal_year_start_month' })}
          value={draft.fiscal_year_start_month}
          onChange={(event) => set({ fiscal_year_start_month: event.target.value })}
          options={months}
          error={fieldError('fiscal_year_start_month')}
        />
        <SelectField
          label={intl.formatMessage({ id: 'settings.accounting.field.account_length' })}
          value={draft.account_length}
          onChange={(event) => set({ account_length: event.target.value })}
          options={[4, 5, 6, 7, 8].map((digits) => ({ value: digits, label: String(digits) }))}
          error={fieldError('account_length')}
        />
        {text('cash_account')}
        {text('online_clearing_account')}
        {text('other_revenue_account')}
      </div>

      <fieldset>
        <legend className="text-sm font-bold text-ink-900">
          <FormattedMessage id="settings.accounting.rates.legend" />
        </legend>
        <ul className="mt-2 space-y-3">
          {draft.revenue_accounts.map((row, index) => (
            <li
              key={index}
              className="grid items-start gap-3 rounded-xl border border-cream-300 p-3 sm:grid-cols-[7rem_1fr_1fr_auto]"
            >
              <TextField
                label={intl.formatMessage({ id: 'settings.accounting.rates.rate' })}
                inputMode="decimal"
                value={row.rate}
                onChange={(event) => setRate(index, { rate: event.target.value })}
                error={fieldError(`revenue_accounts.${index}.rate`)}
              />
              <TextField
                label={intl.formatMessage({ id: 'settings.accounting.rates.revenue' })}
                inputMode="numeric"
                value={row.revenue_account}
                onChange={(event) => setRate(index, { revenue_account: event.target.value })}
                error={fieldError(`revenue_accounts.${index}.revenue_account`)}
              />
              <TextField
                label={intl.formatMessage({ id: 'settings.accounting.rates.refund' })}
                inputMode="numeric"
                value={row.refund_account}
                onChange={(event) => setRate(index, { refund_account: event.target.value })}
                error={fieldError(`revenue_accounts.${index}.refund_account`)}
              />
              <Button
                variant="ghost"
                className="sm:mt-7"
                aria-label={intl.formatMessage(
                  { id: 'settings.accounting.rates.remove' },
                  { rate: row.rate },
                )}
                onClick={() =>
                  set({ revenue_accounts: draft.revenue_accounts.filter((_, at) => at !== index) })
                }
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          onClick={() =>
            set({
              revenue_accounts: [
                ...draft.revenue_accounts,
                { rate: '', revenue_account: '', refund_account: '' },
              ],
            })
          }
        >
          <Plus aria-hidden="true" />
          <FormattedMessage id="settings.accounting.rates.add" />
        </Button>
      </fieldset>

      <SettingSwitch
        labelMessage="settings.accounting.field.tax_keys"
        hintMessage="settings.accounting.hint.tax_keys"
        checked={draft.tax_keys}
        onChange={(on) => {
          set({ tax_keys: on });
          state.clearSaved();
        }}
      />
    </SettingsForm>
  );
}
