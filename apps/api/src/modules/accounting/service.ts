import type { AccountingSettings, UpdateAccountingSettings } from '@food/contract';
import type { Database } from '../../db/client.ts';
import { findAccounting, upsertAccounting, type AccountingValues } from './repository.ts';

/** What the export books on, in minor-unit terms (rates in basis points). */
export type Accounting = Omit<AccountingValues, 'storeId'>;

/** DATEV's SKR03: automatic revenue accounts 8300 (7 %) and 8400 (19 %), Erlösschmälerungen 8710 and 8720. */
const SKR03_DEFAULTS: Accounting = {
  consultantNumber: null,
  clientNumber: null,
  fiscalYearStartMonth: 1,
  accountLength: 4,
  revenueAccounts: [
    { rateBasisPoints: 700, revenueAccount: '8300', refundAccount: '8710' },
    { rateBasisPoints: 1900, revenueAccount: '8400', refundAccount: '8720' },
  ],
  otherRevenueAccount: '8200',
  cashAccount: '1000',
  onlineClearingAccount: '1360',
  taxKeys: false,
};

/** The store's accounting settings: as saved, or SKR03's defaults until then. */
export async function getAccounting(db: Database, storeId: number): Promise<Accounting> {
  const row = await findAccounting(db, storeId);
  if (!row) return SKR03_DEFAULTS;
  const { storeId: _store, createdAt: _created, updatedAt: _updated, ...accounting } = row;
  return accounting;
}

function toSettings(storeId: number, accounting: Accounting): AccountingSettings {
  return {
    store_id: storeId,
    consultant_number: accounting.consultantNumber ?? null,
    client_number: accounting.clientNumber ?? null,
    fiscal_year_start_month: accounting.fiscalYearStartMonth,
    account_length: accounting.accountLength,
    revenue_accounts: accounting.revenueAccounts.map((entry) => ({
      rate: entry.rateBasisPoints / 100,
      revenue_account: entry.revenueAccount,
      refund_account: entry.refundAccount,
    })),
    other_revenue_account: accounting.otherRevenueAccount,
    cash_account: accounting.cashAccount,
    online_clearing_account: accounting.onlineClearingAccount,
    tax_keys: accounting.taxKeys,
  };
}

export async function getAccountingSettings(db: Database, storeId: number): Promise<AccountingSettings> {
  return toSettings(storeId, await getAccounting(db, storeId));
}

export async function saveAccountingSettings(
  db: Database,
  storeId: number,
  input: UpdateAccountingSettings,
): Promise<AccountingSettings> {
  const row = await upsertAccounting(db, {
    storeId,
    consultantNumber: input.consultant_number,
    clientNumber: input.client_number,
    fiscalYearStartMonth: input.fiscal_year_start_month,
    accountLength: input.account_length,
    revenueAccounts: input.revenue_accounts
      .map((entry) => ({
        rateBasisPoints: Math.round(entry.rate * 100),
        revenueAccount: entry.revenue_account,
        refundAccount: entry.refund_account,
      }))
      .sort((a, b) => a.rateBasisPoints - b.rateBasisPoints),
    otherRevenueAccount: input.other_revenue_account,
    cashAccount: input.cash_account,
    onlineClearingAccount: input.online_clearing_account,
    taxKeys: input.tax_keys,
  });
  return toSettings(storeId, row);
}
