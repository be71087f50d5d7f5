import { hasAtMostTwoDecimals } from '@food/money';
import { z } from 'zod';

/**
 * Every text a client sends starts here. PostgreSQL cannot store a NUL character in text: refused as the
 * client's mistake (422 on the field), it never reaches a query.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !value.includes('\u0000'), 'Must not contain a NUL character');

export const IdSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const IdParamsSchema = z.object({ id: IdSchema });

export const StoreIdQuerySchema = z.object({ store_id: IdSchema });

/** A price on the wire: a decimal number of the store's currency, never negative, 2 decimals at most. */
export const PriceSchema = z
  .number({ error: 'Enter a price' })
  .min(0, 'The price cannot be negative')
  .max(1_000_000, 'The price is too large')
  .refine(hasAtMostTwoDecimals, 'Use at most 2 decimals');

export const PercentageSchema = z
  .number({ error: 'Enter a percentage' })
  .min(0, 'The percentage must be between 0 and 100')
  .max(100, 'The percentage must be between 0 and 100')
  .refine(hasAtMostTwoDecimals, 'Use at most 2 decimals');

/** Wall-clock time "HH:MM" (seconds are accepted and dropped). */
export const TimeOfDaySchema = text()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Use a time as HH:MM')
  .transform((value) => value.slice(0, 5));

/** 0 = Monday … 6 = Sunday. */
export const DayOfWeekSchema = z.number().int().min(0, 'Day must be 0–6').max(6, 'Day must be 0–6');

export const NameSchema = text().trim().min(1, 'Required').max(120, 'At most 120 characters');
export const DescriptionSchema = text().trim().max(1000, 'At most 1000 characters');
/**
 * A picture as the upload answered it: `/uploads/<folder>/<file>.webp` (uploads are always WebP), with no
 * dot segments, escapes or query. The server also checks that the store owns it.
 */
export const ImageUrlSchema = text()
  .max(500)
  .regex(/^\/uploads\/[\w-]+\/[\w-]+\.webp$/, 'Upload the image first')
  .nullable();
