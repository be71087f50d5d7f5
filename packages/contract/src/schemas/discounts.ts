import { z } from 'zod';
import { validationMessage } from './messages.ts';
import { DISCOUNT_CODES } from '../constants.ts';
import { IdSchema, REAL_DATE_PATTERN, text } from './common.ts';

const DiscountCodeSchema = z.enum(DISCOUNT_CODES, {
  error: validationMessage('validation.discount_code'),
});

export const DiscountSchema = z
  .object({
    id: z.number().int(),
    code: DiscountCodeSchema,
    type: z.literal('percentage'),
    value: z.number().int(),
    /** The last day the discount applies (YYYY-MM-DD, in the store's time zone). */
    expires_at: z.string(),
    store_id: z.number().int(),
  })
  .meta({ id: 'Discount' });
export type Discount = z.infer<typeof DiscountSchema>;

/** A day that exists: Date.parse rolls 30 February over to March, and PostgreSQL has no year 0. */
function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.getUTCFullYear() > 0 && date.toISOString().startsWith(value);
}

/** An ISO date; a full ISO timestamp is accepted and cut to its date. */
export const IsoDateSchema = text({ error: validationMessage('validation.expiry_required') })
  .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, validationMessage('validation.date_format'))
  .transform((value) => value.slice(0, 10))
  .refine(isRealDate, validationMessage('validation.date_real'))
  .meta({ pattern: `^${REAL_DATE_PATTERN}(T[\\d:.]+(Z|[+-]\\d{2}:?\\d{2})?)?$` });

export const SaveDiscountSchema = z.object({
  code: DiscountCodeSchema,
  type: z.literal('percentage').default('percentage'),
  value: z
    .number({ error: validationMessage('validation.percentage_required') })
    .int(validationMessage('validation.whole_percentage'))
    .min(0, validationMessage('validation.percentage_range'))
    .max(100, validationMessage('validation.percentage_range')),
  expires_at: IsoDateSchema,
  store_id: IdSchema.optional(),
});
export type SaveDiscount = z.input<typeof SaveDiscountSchema>;
export type SavedDiscount = z.output<typeof SaveDiscountSchema>;
