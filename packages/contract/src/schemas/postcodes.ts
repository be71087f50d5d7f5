import { z } from 'zod';
import { validationMessage } from './messages.ts';
import { IdSchema, PriceSchema, NOT_BLANK, text } from './common.ts';

export const PostcodeSchema = z
  .object({
    id: z.number().int(),
    postcode: z.string(),
    delivery_fee: z.number(),
    /** The least subtotal a delivery here takes; null: none. */
    min_order: z.number().nullable(),
    /** No delivery fee from this subtotal (after the discount) on; null: always the fee. */
    free_delivery_over: z.number().nullable(),
    store_id: z.number().int(),
  })
  .meta({ id: 'Postcode' });
export type Postcode = z.infer<typeof PostcodeSchema>;

export const SavePostcodeSchema = z.object({
  postcode: text()
    .trim()
    .regex(NOT_BLANK, validationMessage('validation.required'))
    .max(12, validationMessage('validation.max_characters', { max: 12 }))
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, validationMessage('validation.postcode_characters'))
    .transform((value) => value.toUpperCase().replace(/\s+/g, ' ')),
  delivery_fee: PriceSchema,
  min_order: PriceSchema.nullable().default(null),
  free_delivery_over: PriceSchema.nullable().default(null),
  store_id: IdSchema.optional(),
});
export type SavePostcode = z.input<typeof SavePostcodeSchema>;
export type SavedPostcode = z.output<typeof SavePostcodeSchema>;
