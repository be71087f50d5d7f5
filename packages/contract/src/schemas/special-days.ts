import { z } from 'zod';
import { validationMessage } from './messages.ts';
import { IdSchema, REAL_DATE_PATTERN, TimeOfDaySchema, differentTimesOfDay, text } from './common.ts';

/** "YYYY-MM-DD", a real calendar date (year 1 on: PostgreSQL has no year 0). */
export const CalendarDateSchema = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: validationMessage('validation.date_format'), abort: true })
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.getUTCFullYear() > 0 && date.toISOString().startsWith(value);
  }, validationMessage('validation.date_not_exist'))
  .meta({ format: 'date', pattern: `^${REAL_DATE_PATTERN}$` });

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
    closed: z.boolean({ error: validationMessage('validation.closed_required') }),
    ranges: z
      .array(
        z
          .object({ open_time: TimeOfDaySchema, close_time: TimeOfDaySchema })
          .meta(differentTimesOfDay('open_time', 'close_time'))
          .refine((range) => range.open_time !== range.close_time, {
            path: ['close_time'],
            message: validationMessage('validation.close_differs'),
          }),
      )
      .max(
        SPECIAL_DAY_RANGES_MAX,
        validationMessage('validation.max_ranges', { max: SPECIAL_DAY_RANGES_MAX }),
      )
      .default([]),
    note: text()
      .trim()
      .max(200, validationMessage('validation.max_characters', { max: 200 }))
      .default(''),
    store_id: IdSchema.optional(),
  })
  .meta({
    anyOf: [
      { properties: { closed: { enum: [true] }, ranges: { maxItems: 0 } } },
      { properties: { closed: { enum: [false] }, ranges: { minItems: 1 } }, required: ['ranges'] },
    ],
  })
  .superRefine((day, ctx) => {
    if (!day.closed && day.ranges.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['ranges'],
        message: validationMessage('validation.hours_or_closed'),
      });
    }
    if (day.closed && day.ranges.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['ranges'],
        message: validationMessage('validation.closed_no_hours'),
      });
    }
  });
export type SaveSpecialDay = z.input<typeof SaveSpecialDaySchema>;
export type SavedSpecialDay = z.output<typeof SaveSpecialDaySchema>;
