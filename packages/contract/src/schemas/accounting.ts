// Settings → Accounting: what the DATEV export books on.
import { z } from 'zod';
import { PercentageSchema } from './common.ts';
import { validationMessage } from './messages.ts';

const accountNumber = z
  .string({ error: validationMessage('validation.account_number') })
  .regex(/^[1-9]\d{3,7}$/, validationMessage('validation.account_number'))
  .describe('A ledger account: 4 to 8 digits, not starting with 0');

const RevenueAccountSchema = z
  .object({
    /** The VAT rate in percent, e.g. 19. */
    rate: PercentageSchema,
    revenue_account: accountNumber,
    /** Where refunds of sales at this rate are booked (SKR03: Erlösschmälerungen). */
    refund_account: accountNumber,
  })
  .meta({ id: 'RevenueAccount' });

const accountingShape = {
  /** The tax consultant's DATEV number (Beraternummer), 1001–9999999; null: not given yet. */
  consultant_number: z
    .number({ error: validationMessage('validation.consultant_number') })
    .int(validationMessage('validation.consultant_number'))
    .min(1001, validationMessage('validation.consultant_number'))
    .max(9_999_999, validationMessage('validation.consultant_number'))
    .nullable(),
  /** The store's number at its consultant (Mandantennummer), 1–99999; null: not given yet. */
  client_number: z
    .number({ error: validationMessage('validation.client_number') })
    .int(validationMessage('validation.client_number'))
    .min(1, validationMessage('validation.client_number'))
    .max(99_999, validationMessage('validation.client_number'))
    .nullable(),
  /** The month the fiscal year starts in, 1 = January. */
  fiscal_year_start_month: z
    .number({ error: validationMessage('validation.month') })
    .int(validationMessage('validation.month'))
    .min(1, validationMessage('validation.month'))
    .max(12, validationMessage('validation.month')),
  /** Digits of the ledger accounts (Sachkontenlänge), 4–8: every account given here has as many. */
  account_length: z
    .number({ error: validationMessage('validation.account_length') })
    .int(validationMessage('validation.account_length'))
    .min(4, validationMessage('validation.account_length'))
    .max(8, validationMessage('validation.account_length')),
  /** Revenue and refund accounts per VAT rate; a rate not listed is booked on `other_revenue_account`. */
  revenue_accounts: z.array(RevenueAccountSchema).max(10),
  other_revenue_account: accountNumber,
  /** Cash takings (SKR03 1000 Kasse). */
  cash_account: accountNumber,
  /** Online payments until the provider pays out (SKR03 1360 Geldtransit). */
  online_clearing_account: accountNumber,
  /**
   * false: the revenue accounts are DATEV automatic accounts (SKR03 8300, 8400), bookings carry no tax
   * key; true: each booking carries the rate's tax key (BU-Schlüssel 2 for 7 %, 3 for 19 %).
   */
  tax_keys: z.boolean(),
};

/** GET /stores/{id}/accounting: what the DATEV export books on (SKR03 defaults). */
export const AccountingSettingsSchema = z
  .object({ store_id: z.number().int(), ...accountingShape })
  .meta({ id: 'AccountingSettings' });
export type AccountingSettings = z.infer<typeof AccountingSettingsSchema>;

/** PUT /stores/{id}/accounting: the whole settings. */
export const UpdateAccountingSettingsSchema = z.object(accountingShape).superRefine((settings, ctx) => {
  const accounts: [string[], string][] = [
    [['other_revenue_account'], settings.other_revenue_account],
    [['cash_account'], settings.cash_account],
    [['online_clearing_account'], settings.online_clearing_account],
    ...settings.revenue_accounts.flatMap((entry, index): [string[], string][] => [
      [['revenue_accounts', String(index), 'revenue_account'], entry.revenue_account],
      [['revenue_accounts', String(index), 'refund_account'], entry.refund_account],
    ]),
  ];
  for (const [path, account] of accounts) {
    if (account.length !== settings.account_length) {
      ctx.addIssue({
        code: 'custom',
        path,
        message: validationMessage('validation.account_digits', { digits: settings.account_length }),
      });
    }
  }
  const rates = settings.revenue_accounts.map((entry) => entry.rate);
  rates.forEach((rate, index) => {
    if (rates.indexOf(rate) !== index) {
      ctx.addIssue({
        code: 'custom',
        path: ['revenue_accounts', index, 'rate'],
        message: validationMessage('validation.rate_twice'),
      });
    }
  });
});
export type UpdateAccountingSettings = z.infer<typeof UpdateAccountingSettingsSchema>;
