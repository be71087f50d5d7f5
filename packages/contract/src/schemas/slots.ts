import { z } from 'zod';
import { validationMessage } from './messages.ts';
import { CalendarDateSchema } from './special-days.ts';

/** A time slot to order for: [start, end) as ISO instants. */
const SlotSchema = z
  .object({
    start: z.string(),
    end: z.string(),
    /** Whether it still has room for an order of the asked type. */
    available: z.boolean(),
  })
  .meta({ id: 'Slot' });
export type Slot = z.infer<typeof SlotSchema>;

export const SlotsQuerySchema = z.object({
  order_type: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)], { error: validationMessage('validation.order_type') })),
  date: CalendarDateSchema.describe("A calendar date in the store's time zone"),
});
export type SlotsQuery = z.output<typeof SlotsQuerySchema>;

/** GET /stores/{id}/slots: the date's slots inside the opening hours, from now + the preparation time on. */
export const SlotsSchema = z.object({ data: z.array(SlotSchema) }).meta({ id: 'Slots' });
export type Slots = z.infer<typeof SlotsSchema>;
