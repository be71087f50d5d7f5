import { hasAtMostTwoDecimals } from '@food/money';
import { z } from 'zod';
import { validationMessage } from './messages.ts';

/**
 * Every text a client sends starts here. PostgreSQL cannot store a NUL character in text: refused as the
 * client's mistake (422 on the field), it never reaches a query.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !value.includes('\u0000'), validationMessage('validation.no_nul'));

export const IdSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const IdParamsSchema = z.object({ id: IdSchema });

export const StoreIdQuerySchema = z.object({ store_id: IdSchema });

/** A price on the wire: a decimal number of the store's currency, never negative, 2 decimals at most. */
export const PriceSchema = z
  .number({ error: validationMessage('validation.price_required') })
  .min(0, validationMessage('validation.price_negative'))
  .max(1_000_000, validationMessage('validation.price_too_large'))
  .refine(hasAtMostTwoDecimals, validationMessage('validation.two_decimals'));

export const PercentageSchema = z
  .number({ error: validationMessage('validation.percentage_required') })
  .min(0, validationMessage('validation.percentage_range'))
  .max(100, validationMessage('validation.percentage_range'))
  .refine(hasAtMostTwoDecimals, validationMessage('validation.two_decimals'));

/** Wall-clock time "HH:MM" (seconds are accepted and dropped). */
export const TimeOfDaySchema = text()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, validationMessage('validation.time_format'))
  .transform((value) => value.slice(0, 5));

/** 0 = Monday … 6 = Sunday. */
export const DayOfWeekSchema = z
  .number()
  .int()
  .min(0, validationMessage('validation.weekday_range'))
  .max(6, validationMessage('validation.weekday_range'));

export const NameSchema = text()
  .trim()
  .min(1, validationMessage('validation.required'))
  .max(120, validationMessage('validation.max_characters', { max: 120 }));
export const DescriptionSchema = text()
  .trim()
  .max(1000, validationMessage('validation.max_characters', { max: 1000 }));
/**
 * A picture as the upload answered it: `/uploads/<folder>/<file>.webp` (uploads are always WebP), with no
 * dot segments, escapes or query. The server also checks that the store owns it.
 */
export const ImageUrlSchema = text()
  .max(500)
  .regex(/^\/uploads\/[\w-]+\/[\w-]+\.webp$/, validationMessage('validation.image_upload_first'))
  .nullable();
