import { z } from 'zod';
import { validationMessage } from './messages.ts';
import { SOLD_OUT_END_OF_DAY, SOLD_OUT_INDEFINITELY } from '../constants.ts';

/**
 * PUT …/sold-out: `end_of_day` is the store's next local midnight, `indefinitely` until it is turned back
 * on, an ISO instant (in the future) until then, null available again.
 */
export const SetSoldOutSchema = z.object({
  until: z.union(
    [
      z.literal(SOLD_OUT_END_OF_DAY),
      z.literal(SOLD_OUT_INDEFINITELY),
      z.iso.datetime({ offset: true }),
      z.null(),
    ],
    { error: validationMessage('validation.sold_out_until') },
  ),
});
export type SetSoldOut = z.infer<typeof SetSoldOutSchema>;

/** How a read shows it: sold out now, and until when (null: until turned back on, or not sold out). */
export const soldOutFields = {
  sold_out: z.boolean(),
  sold_out_until: z.string().nullable(),
};
