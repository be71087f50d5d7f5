import { hasAtMostTwoDecimals } from '@food/money';
import { z } from 'zod';
import { validationMessage } from './messages.ts';

/**
 * Text without half of a UTF-16 pair missing its other half. Written without the `u` flag, as pairs of
 * code units, so that the OpenAPI document's pattern means the same to a validator with or without it.
 */
const WELL_FORMED = /^(?:[^\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;
// eslint-disable-next-line no-control-regex -- NUL is the one character refused here.
const NO_NUL = /^[^\u0000]*$/;
/** After trimming, what a required text must hold; a pattern, so that the OpenAPI document refuses blanks too. */
export const NOT_BLANK = /\S/;

/**
 * Every text a client sends starts here, and is refused as the client's mistake (422 on the field) before
 * it reaches a query when PostgreSQL could not keep it as sent: a NUL character, or text that is not
 * well-formed Unicode (a lone surrogate, which a JSON body can carry as a `\ud800` escape).
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .regex(NO_NUL, validationMessage('validation.no_nul'))
    .regex(WELL_FORMED, validationMessage('validation.well_formed'));

export const IdSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const IdParamsSchema = z.object({ id: IdSchema });

export const StoreIdQuerySchema = z.object({ store_id: IdSchema });

/** A price on the wire: a decimal number of the store's currency, never negative, 2 decimals at most. */
export const PriceSchema = z
  .number({ error: validationMessage('validation.price_required') })
  .min(0, validationMessage('validation.price_negative'))
  .max(1_000_000, validationMessage('validation.price_too_large'))
  .refine(hasAtMostTwoDecimals, validationMessage('validation.two_decimals'))
  .meta({ multipleOf: 0.01 });

export const PercentageSchema = z
  .number({ error: validationMessage('validation.percentage_required') })
  .min(0, validationMessage('validation.percentage_range'))
  .max(100, validationMessage('validation.percentage_range'))
  .refine(hasAtMostTwoDecimals, validationMessage('validation.two_decimals'))
  .meta({ multipleOf: 0.01 });

/** Wall-clock time "HH:MM" (seconds are accepted and dropped). */
export const TimeOfDaySchema = text()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, validationMessage('validation.time_format'))
  .transform((value) => value.slice(0, 5));

/**
 * For the OpenAPI document: the two times of an object differ, which zod checks with a refinement.
 * JSON Schema cannot compare two fields, but equal "HH:MM" times (seconds are dropped) have the same
 * four digits, so the object is refused when every digit of one matches the other's.
 */
export function differentTimesOfDay(first: string, second: string) {
  const digitsAt: [number, string][] = [
    [0, '012'],
    [1, '0123456789'],
    [3, '012345'],
    [4, '0123456789'],
  ];
  const digit = (position: number, value: string) => ({ type: 'string', pattern: `^.{${position}}${value}` });
  return {
    not: {
      allOf: digitsAt.map(([position, values]) => ({
        anyOf: [...values].map((value) => ({
          properties: { [first]: digit(position, value), [second]: digit(position, value) },
        })),
      })),
    },
  };
}

/**
 * For the OpenAPI document: a "YYYY-MM-DD" that is a day of the calendar (zod's own ISO date pattern,
 * leap years included) and not in year 0, which PostgreSQL does not have.
 */
export const REAL_DATE_PATTERN = `(?!0000)${z.core.regexes.date.source.slice(1, -1)}`;

/** 0 = Monday … 6 = Sunday. */
export const DayOfWeekSchema = z
  .number()
  .int()
  .min(0, validationMessage('validation.weekday_range'))
  .max(6, validationMessage('validation.weekday_range'));

export const NameSchema = text()
  .trim()
  .regex(NOT_BLANK, validationMessage('validation.required'))
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
