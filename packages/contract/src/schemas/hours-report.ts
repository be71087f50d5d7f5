import { z } from 'zod';
import { money } from './report-parts.ts';

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
