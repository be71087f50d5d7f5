// The reports' ranges, as their queries give them; each report's answer has its own file beside this one.
import { z } from 'zod';
import { validationMessage } from './messages.ts';
import { REPORT_GROUPS } from './report-parts.ts';
import { CalendarDateSchema } from './special-days.ts';

export type ReportGroup = (typeof REPORT_GROUPS)[number];

/** The longest range a report covers, both days counted. */
const REPORT_DAYS_MAX = 400;

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
