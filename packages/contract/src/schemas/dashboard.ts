import { z } from 'zod';

const hourly = z.array(z.number()).length(24);

/** The back office's home page (GET /dashboard), in the store's time zone. */
export const DashboardSchema = z
  .object({
    currency: z.string(),
    today: z.object({
      /** Orders placed today, whatever their answer. */
      orders: z.number().int(),
      /** Totals of today's accepted orders, a decimal of `currency`. */
      revenue: z.number(),
      /** Orders waiting for an answer now. */
      pending: z.number().int(),
      /** Between placing and the restaurant's answer, over today's answered orders; automatic rejections left out. */
      average_answer_seconds: z.number().int().nullable(),
    }),
    orders_per_hour: z.object({
      /** Orders placed today per local hour, 0–23. */
      today: hourly,
      /** Per local hour, the average over the 7 days before today (2 decimals). */
      last_7_days: hourly,
    }),
    /** What a store needs before it goes live (issue 5/8); the dashboard lists it until every item is true. */
    go_live: z.object({
      /** Legal name, representative, address, e-mail and phone set (Settings → Legal), none a placeholder. */
      legal_details: z.boolean(),
      /** A privacy policy in every language the storefront offers, and no placeholder text left in any. */
      legal_texts: z.boolean(),
      /** At least one weekly opening range. */
      opening_hours: z.boolean(),
      /** A payment method the store names is one the server can take (online needs the provider's keys). */
      payment_method: z.boolean(),
      /** The server sends e-mail (`SMTP_URL` is set): confirmations, receipts, password resets. */
      email_server: z.boolean(),
      /** An order has been placed with the store, e.g. a test order by the owner. */
      test_order: z.boolean(),
    }),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof DashboardSchema>;
