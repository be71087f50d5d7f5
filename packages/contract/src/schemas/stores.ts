import { z } from 'zod';
import { DayOfWeekSchema, NameSchema, PriceSchema, text } from './common.ts';

const StoreHoursRangeSchema = z.object({
  day_of_week: DayOfWeekSchema,
  open_time: z.string(),
  close_time: z.string(),
});

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
    /** The store paused itself after orders went unanswered: closed until an administrator resumes it. */
    paused: z.boolean(),
    /** The least subtotal a pickup order takes; null: none. Delivery minimums are per postcode. */
    min_order: z.number().nullable(),
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
  address: text().trim().min(1, 'Required').max(300),
  country: text().trim().min(1, 'Required').max(80),
  timezone: text().default('Europe/Berlin').refine(isTimeZone, 'Unknown time zone (use e.g. Europe/Berlin)'),
  currency: text()
    .regex(/^[A-Z]{3}$/, { error: 'Use an ISO 4217 code such as EUR or GBP', abort: true })
    .refine(isTwoDecimalCurrency, 'Only currencies with 2 decimals are supported'),
  locale: text().refine(isLocale, 'Unknown locale (use e.g. de-DE or en-GB)'),
});
export type CreateStore = z.infer<typeof CreateStoreSchema>;

export const ORDER_TIMEOUT_MINUTES_MIN = 1;
export const ORDER_TIMEOUT_MINUTES_MAX = 120;

/** The order desk's settings of a store (GET and PUT /stores/{id}/settings). */
export const StoreSettingsSchema = z
  .object({
    store_id: z.number().int(),
    /** A pending order not answered within this many minutes is rejected automatically. */
    order_timeout_minutes: z.number().int(),
    paused: z.boolean(),
    paused_at: z.string().nullable(),
    /** The least subtotal a pickup order takes; null: none. */
    min_order: z.number().nullable(),
  })
  .meta({ id: 'StoreSettings' });
export type StoreSettings = z.infer<typeof StoreSettingsSchema>;

const timeoutRange = `Choose ${ORDER_TIMEOUT_MINUTES_MIN} to ${ORDER_TIMEOUT_MINUTES_MAX} minutes`;
export const UpdateStoreSettingsSchema = z.object({
  order_timeout_minutes: z
    .number({ error: 'Enter the minutes' })
    .int('Use whole minutes')
    .min(ORDER_TIMEOUT_MINUTES_MIN, timeoutRange)
    .max(ORDER_TIMEOUT_MINUTES_MAX, timeoutRange),
  min_order: PriceSchema.nullable().optional().describe('Pickup minimum; left out: unchanged, null: none'),
});
export type UpdateStoreSettings = z.infer<typeof UpdateStoreSettingsSchema>;
