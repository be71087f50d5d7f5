import { z } from 'zod';
import { validationMessage } from './messages.ts';
import { DayOfWeekSchema, IdSchema, NameSchema, TimeOfDaySchema, differentTimesOfDay } from './common.ts';

/** One weekly opening range as the back office edits it (0 = Monday … 6 = Sunday). */
export const StoreHoursEntrySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    day_of_week: z.number().int(),
    opening_time: z.string(),
    closing_time: z.string(),
    store_id: z.number().int(),
  })
  .meta({ id: 'StoreHoursEntry' });
export type StoreHoursEntry = z.infer<typeof StoreHoursEntrySchema>;

/**
 * A group of entries with one name and one range on the chosen days. The spec's single entry
 * (`day_of_week`) is accepted too; either way at least one day is needed.
 */
export const SaveStoreHoursSchema = z
  .object({
    name: NameSchema,
    opening_time: TimeOfDaySchema,
    closing_time: TimeOfDaySchema,
    days: z.array(DayOfWeekSchema).max(7).optional(),
    day_of_week: DayOfWeekSchema.optional(),
    store_id: IdSchema.optional(),
  })
  .meta({
    ...differentTimesOfDay('opening_time', 'closing_time'),
    anyOf: [{ required: ['day_of_week'] }, { required: ['days'], properties: { days: { minItems: 1 } } }],
  })
  .superRefine((entry, ctx) => {
    if ((entry.days?.length ?? 0) === 0 && entry.day_of_week === undefined) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: validationMessage('validation.select_a_day') });
    }
    if (entry.opening_time === entry.closing_time) {
      ctx.addIssue({
        code: 'custom',
        path: ['closing_time'],
        message: validationMessage('validation.close_differs'),
      });
    }
  })
  .transform(({ days, day_of_week, ...entry }) => ({
    ...entry,
    days: [...new Set(days?.length ? days : [day_of_week!])].sort(),
  }));
export type SaveStoreHours = z.input<typeof SaveStoreHoursSchema>;
export type SavedStoreHours = z.output<typeof SaveStoreHoursSchema>;
