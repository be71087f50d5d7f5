import { z } from 'zod';
import { IdSchema, TimeOfDaySchema, text } from './common.ts';

/** "YYYY-MM-DD", a real calendar date. */
export const CalendarDateSchema = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date as YYYY-MM-DD', abort: true })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'This date does not exist');

const SpecialDayRangeSchema = z.object({ open_time: z.string(), close_time: z.string() });

/** A date whose hours replace the weekly ones: closed, or open in its own ranges (a close not after the open is the next day). */
export const SpecialDaySchema = z
  .object({
    id: z.number().int(),
    store_id: z.number().int(),
    date: z.string(),
    closed: z.boolean(),
    ranges: z.array(SpecialDayRangeSchema),
    /** Shown to customers while it keeps the store closed, e.g. "Christmas Eve". */
    note: z.string(),
  })
  .meta({ id: 'SpecialDay' });
export type SpecialDay = z.infer<typeof SpecialDaySchema>;

export const SPECIAL_DAY_RANGES_MAX = 6;

export const SaveSpecialDaySchema = z
  .object({
    date: CalendarDateSchema,
    closed: z.boolean({ error: 'Say whether the restaurant is closed' }),
    ranges: z
      .array(
        z
          .object({ open_time: TimeOfDaySchema, close_time: TimeOfDaySchema })
          .refine((range) => range.open_time !== range.close_time, {
            path: ['close_time'],
            message: 'The closing time must differ from the opening time',
          }),
      )
      .max(SPECIAL_DAY_RANGES_MAX, `At most ${SPECIAL_DAY_RANGES_MAX} ranges`)
      .default([]),
    note: text().trim().max(200, 'At most 200 characters').default(''),
    store_id: IdSchema.optional(),
  })
  .superRefine((day, ctx) => {
    if (!day.closed && day.ranges.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['ranges'],
        message: 'Add the opening hours, or mark the day closed',
      });
    }
    if (day.closed && day.ranges.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['ranges'], message: 'A closed day has no opening hours' });
    }
  });
export type SaveSpecialDay = z.input<typeof SaveSpecialDaySchema>;
export type SavedSpecialDay = z.output<typeof SaveSpecialDaySchema>;
