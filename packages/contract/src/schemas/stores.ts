import { z } from 'zod';
import { DayOfWeekSchema, NameSchema } from './common.ts';

export const StoreHoursRangeSchema = z.object({
  day_of_week: DayOfWeekSchema,
  open_time: z.string(),
  close_time: z.string(),
});
export type StoreHoursRange = z.infer<typeof StoreHoursRangeSchema>;

/** The public view of a store (GET /stores/{id}). */
export const StoreSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    address: z.string(),
    country: z.string(),
    timezone: z.string(),
    currency: z.string(),
    locale: z.string(),
    store_hours: z.array(StoreHoursRangeSchema),
  })
  .meta({ id: 'Store' });
export type Store = z.infer<typeof StoreSchema>;

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

function isLocale(value: string): boolean {
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

/** Money is kept in minor units with 2 decimals, so only such currencies are accepted. */
function isTwoDecimalCurrency(value: string): boolean {
  try {
    const options = new Intl.NumberFormat('en', { style: 'currency', currency: value }).resolvedOptions();
    return options.maximumFractionDigits === 2;
  } catch {
    return false;
  }
}

export const CreateStoreSchema = z.object({
  name: NameSchema,
  address: z.string().trim().min(1, 'Required').max(300),
  country: z.string().trim().min(1, 'Required').max(80),
  timezone: z
    .string()
    .default('Europe/Berlin')
    .refine(isTimeZone, 'Unknown time zone (use e.g. Europe/Berlin)'),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, { error: 'Use an ISO 4217 code such as EUR or GBP', abort: true })
    .refine(isTwoDecimalCurrency, 'Only currencies with 2 decimals are supported'),
  locale: z.string().refine(isLocale, 'Unknown locale (use e.g. de-DE or en-GB)'),
});
export type CreateStore = z.infer<typeof CreateStoreSchema>;
