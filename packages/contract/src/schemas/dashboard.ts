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
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof DashboardSchema>;
