import { z } from 'zod';
import { PAYMENT_METHODS } from '../payment-flow.ts';
import { money, REPORT_GROUPS } from './report-parts.ts';

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
