import { z } from 'zod';
import { PAYMENT_METHODS } from '../payment-flow.ts';
import { PercentageSchema } from './common.ts';
import { validationMessage } from './messages.ts';
import { CalendarDateSchema } from './special-days.ts';

/** The longest range a report covers, both days counted. */
const REPORT_DAYS_MAX = 400;

const REPORT_GROUPS = ['day', 'week', 'month'] as const;
export type ReportGroup = (typeof REPORT_GROUPS)[number];

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both counted; dates already checked as real "YYYY-MM-DD". */
const reportDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

const RANGE =
  "Days as YYYY-MM-DD in the store's calendar (its time zone), both included; at most " +
  `${REPORT_DAYS_MAX} days.`;

const rangeShape = {
  from: CalendarDateSchema.describe('The first day'),
  to: CalendarDateSchema.describe('The last day, not before `from`'),
};

function checkRange(range: { from: string; to: string }, ctx: z.RefinementCtx) {
  const days = reportDays(range.from, range.to);
  if (days < 1) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: validationMessage('validation.from_after_to') });
  } else if (days > REPORT_DAYS_MAX) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: validationMessage('validation.report_range_max', { max: REPORT_DAYS_MAX }),
    });
  }
}

/** GET /reports/products, /reports/hours, /reports/datev.csv, /reports/products.csv. */
export const ReportRangeQuerySchema = z.object(rangeShape).superRefine(checkRange).describe(RANGE);
export type ReportRangeQuery = z.output<typeof ReportRangeQuerySchema>;

/** GET /reports/sales and /reports/sales.csv. */
export const SalesReportQuerySchema = z
  .object({
    ...rangeShape,
    group: z
      .enum(REPORT_GROUPS, { error: validationMessage('validation.report_group') })
      .default('day')
      .describe('Periods: days, weeks (Monday to Sunday) or calendar months; cut at `from` and `to`'),
  })
  .superRefine(checkRange)
  .describe(RANGE);
export type SalesReportQuery = z.output<typeof SalesReportQuerySchema>;

const money = () => z.number();

/** The VAT in one rate's takings, split like the receipt's (prices include VAT). */
const ReportVatSchema = z
  .object({
    /** Percent, e.g. 19. */
    rate: z.number(),
    gross: money(),
    net: money(),
    vat: money(),
  })
  .meta({ id: 'ReportVat' });

const ReportShareSchema = z.object({
  /** Accepted orders. */
  orders: z.number().int(),
  /** Their totals less the refunds made in the period. */
  takings: money(),
});

const SalesFiguresSchema = z
  .object({
    orders: z.object({
      /** Every order placed in the period (an online order once it is paid), whatever its answer. */
      placed: z.number().int(),
      accepted: z.number().int(),
      rejected: z.number().int(),
      /** Cancelled by the customer. */
      cancelled: z.number().int(),
      /** Still waiting for the store's answer. */
      pending: z.number().int(),
    }),
    /** Rejected orders per reason as the desk gave it; `timeout`: nobody answered in time. Most first. */
    rejected_by_reason: z.array(z.object({ reason: z.string(), count: z.number().int() })),
    /** The goods of the accepted orders, before any discount. */
    goods: money(),
    /** The store's discounts (pickup, delivery) on them. */
    discounts: money(),
    /** What coupons saved: their discount on the goods, or the delivery fee they waived. */
    coupon_savings: money(),
    /** Delivery fees charged. */
    delivery_fees: money(),
    /** Refunds made in the period (online payments), whenever their order was placed. */
    refunds: money(),
    /** The accepted orders' totals less `refunds`: what the period brought in. */
    takings: money(),
    /** `takings` per VAT rate, lowest rate first: refunds are taken from the rates of their order. */
    vat: z.array(ReportVatSchema),
    by_payment_method: z.record(z.enum(PAYMENT_METHODS), ReportShareSchema),
    by_order_type: z.object({ pickup: ReportShareSchema, delivery: ReportShareSchema }),
    /** The accepted orders' mean total; null without any. */
    average_order_value: money().nullable(),
    /** Items (quantities) per accepted order, 2 decimals; null without any. */
    items_per_order: z.number().nullable(),
  })
  .meta({ id: 'SalesFigures' });
export type SalesFigures = z.infer<typeof SalesFiguresSchema>;

const SalesPeriodSchema = z
  .object({
    /** The period's first and last day, cut to the report's range. */
    from: z.string(),
    to: z.string(),
    ...SalesFiguresSchema.shape,
  })
  .meta({ id: 'SalesPeriod' });

/** GET /reports/sales: orders count on the day they were placed, refunds on the day they were made. */
export const SalesReportSchema = z
  .object({
    currency: z.string(),
    time_zone: z.string(),
    from: z.string(),
    to: z.string(),
    group: z.enum(REPORT_GROUPS),
    /** Every period of the range in order, also those without orders. */
    periods: z.array(SalesPeriodSchema),
    total: SalesFiguresSchema,
  })
  .meta({ id: 'SalesReport' });
export type SalesReport = z.infer<typeof SalesReportSchema>;

const ProductSalesSchema = z
  .object({
    /** Null once the product (or variant) has been deleted. */
    product_id: z.number().int().nullable(),
    variant_id: z.number().int().nullable(),
    /** As the kitchen reads it, in the store's default language. */
    product_name: z.string(),
    variant_name: z.string().nullable(),
    category_id: z.number().int().nullable(),
    category_name: z.string().nullable(),
    quantity: z.number().int(),
    /** The lines' totals (options included), before the order's discounts. */
    takings: money(),
    /** Percent of all lines' takings, 2 decimals. */
    share: z.number(),
  })
  .meta({ id: 'ProductSales' });

const CategorySalesSchema = z
  .object({
    /** Null: products deleted, or in no category any more. */
    category_id: z.number().int().nullable(),
    category_name: z.string().nullable(),
    quantity: z.number().int(),
    takings: money(),
    share: z.number(),
  })
  .meta({ id: 'CategorySales' });

const OptionChoiceCountSchema = z
  .object({
    option_id: z.number().int().nullable(),
    group_name: z.string(),
    name: z.string(),
    /** Items it was chosen for (quantities). */
    quantity: z.number().int(),
  })
  .meta({ id: 'OptionChoiceCount' });

/** GET /reports/products: the accepted orders' lines, most takings first. */
export const ProductsReportSchema = z
  .object({
    currency: z.string(),
    from: z.string(),
    to: z.string(),
    products: z.array(ProductSalesSchema),
    categories: z.array(CategorySalesSchema),
    /** The 20 options chosen most. */
    options: z.array(OptionChoiceCountSchema),
  })
  .meta({ id: 'ProductsReport' });
export type ProductsReport = z.infer<typeof ProductsReportSchema>;

const week = <Cell extends z.ZodType>(cell: Cell) => z.array(z.array(cell).length(24)).length(7);

/** GET /reports/hours: when the kitchen is busy, in the store's time zone. */
export const HoursReportSchema = z
  .object({
    currency: z.string(),
    time_zone: z.string(),
    from: z.string(),
    to: z.string(),
    /** [weekday 0 = Monday … 6 = Sunday][local hour 0–23]: orders placed, whatever their answer. */
    orders: week(z.number().int()),
    /** Same cells: the accepted orders' totals. */
    takings: week(money()),
    /** From placing to the restaurant's answer, over answered orders; automatic rejections left out. */
    average_answer_seconds: z.number().int().nullable(),
  })
  .meta({ id: 'HoursReport' });
export type HoursReport = z.infer<typeof HoursReportSchema>;

// Settings → Accounting

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
