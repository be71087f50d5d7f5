import { z } from 'zod';
import {
  PAUSE_MINUTES_MAX,
  PAUSE_MINUTES_MIN,
  PAUSE_UNTIL_END_OF_DAY,
  PREORDER_DAYS_MAX,
  PREP_MINUTES_MAX,
  PREP_MINUTES_MIN,
  SLOT_CAPACITY_MAX,
  SLOT_MINUTES_CHOICES,
} from '../constants.ts';
import { DayOfWeekSchema, NameSchema, PriceSchema, text } from './common.ts';
import { LanguageSchema } from './language.ts';

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
    /** Not taking orders now: paused by its staff, or by itself after orders went unanswered. */
    paused: z.boolean(),
    /** When a pause ends by itself (ISO instant); null: not paused, or paused until an administrator resumes. */
    paused_until: z.string().nullable(),
    /** ISO instant at which the store next starts taking orders; null while it takes them, or with no opening ahead. */
    next_open_at: z.string().nullable(),
    /** Why the store is closed beyond its weekly hours: the pause's reason, or today's special day's note; or null. */
    closed_reason: z.string().nullable(),
    /** The least subtotal a pickup order takes; null: none. Delivery minimums are per postcode. */
    min_order: z.number().nullable(),
    /** How many days ahead orders may be placed for a time slot; 0: only as soon as possible. */
    preorder_days: z.number().int(),
    /** The storefront's language for a visitor whose browser asks for none the product speaks. */
    default_language: LanguageSchema,
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

const capacity = z
  .number({ error: 'Enter a number of orders' })
  .int('Use a whole number')
  .min(1, `Choose 1 to ${SLOT_CAPACITY_MAX} orders, or no limit`)
  .max(SLOT_CAPACITY_MAX, `Choose 1 to ${SLOT_CAPACITY_MAX} orders, or no limit`)
  .nullable();

const CapacityPerSlotSchema = z
  .object({ pickup: capacity, delivery: capacity })
  .meta({ id: 'CapacityPerSlot' });

/** The order desk's settings of a store (GET and PUT /stores/{id}/settings). */
export const StoreSettingsSchema = z
  .object({
    store_id: z.number().int(),
    /** A pending order not answered within this many minutes is rejected automatically. */
    order_timeout_minutes: z.number().int(),
    paused: z.boolean(),
    paused_at: z.string().nullable(),
    /** When the pause ends by itself; null with `paused`: until an administrator resumes (the automatic pause). */
    paused_until: z.string().nullable(),
    pause_reason: z.string().nullable(),
    /** The least subtotal a pickup order takes; null: none. */
    min_order: z.number().nullable(),
    preorder_days: z.number().int(),
    slot_minutes: z.number().int(),
    /** Orders per slot and order type; null: no limit. */
    capacity_per_slot: CapacityPerSlotSchema,
    /** Minutes from an order to its readiness: the default ready time, and how soon the first slot starts. */
    prep_minutes: z.number().int(),
    /** New orders are accepted as they are placed, ready at their slot or in `prep_minutes`. */
    auto_accept: z.boolean(),
    /** The storefront's language for a visitor whose browser asks for none the product speaks. */
    default_language: LanguageSchema,
  })
  .meta({ id: 'StoreSettings' });
export type StoreSettings = z.infer<typeof StoreSettingsSchema>;

const timeoutRange = `Choose ${ORDER_TIMEOUT_MINUTES_MIN} to ${ORDER_TIMEOUT_MINUTES_MAX} minutes`;
const prepRange = `Choose ${PREP_MINUTES_MIN} to ${PREP_MINUTES_MAX} minutes`;
const slotChoices = `Choose ${SLOT_MINUTES_CHOICES.join(', ')} minutes`;

/** Every field left out stays as it is. */
export const UpdateStoreSettingsSchema = z.object({
  order_timeout_minutes: z
    .number({ error: 'Enter the minutes' })
    .int('Use whole minutes')
    .min(ORDER_TIMEOUT_MINUTES_MIN, timeoutRange)
    .max(ORDER_TIMEOUT_MINUTES_MAX, timeoutRange)
    .optional(),
  min_order: PriceSchema.nullable().optional().describe('Pickup minimum; left out: unchanged, null: none'),
  preorder_days: z
    .number({ error: 'Enter the days' })
    .int('Use whole days')
    .min(0, `Choose 0 to ${PREORDER_DAYS_MAX} days`)
    .max(PREORDER_DAYS_MAX, `Choose 0 to ${PREORDER_DAYS_MAX} days`)
    .optional()
    .describe('How many days ahead customers may order for a time slot; 0: no ordering ahead'),
  slot_minutes: z
    .number({ error: 'Enter the minutes' })
    .refine((minutes) => (SLOT_MINUTES_CHOICES as readonly number[]).includes(minutes), slotChoices)
    .optional(),
  capacity_per_slot: CapacityPerSlotSchema.optional(),
  prep_minutes: z
    .number({ error: 'Enter the minutes' })
    .int('Use whole minutes')
    .min(PREP_MINUTES_MIN, prepRange)
    .max(PREP_MINUTES_MAX, prepRange)
    .optional(),
  auto_accept: z.boolean().optional(),
  default_language: LanguageSchema.optional(),
});
export type UpdateStoreSettings = z.infer<typeof UpdateStoreSettingsSchema>;

const pauseRange = `Choose ${PAUSE_MINUTES_MIN} to ${PAUSE_MINUTES_MAX} minutes`;

/** POST /stores/{id}/pause: for some minutes or until the end of the store's day, with an optional reason. */
export const PauseStoreSchema = z
  .object({
    minutes: z
      .number({ error: 'Enter the minutes' })
      .int('Use whole minutes')
      .min(PAUSE_MINUTES_MIN, pauseRange)
      .max(PAUSE_MINUTES_MAX, pauseRange)
      .optional(),
    until: z
      .literal(PAUSE_UNTIL_END_OF_DAY, { error: `Use "${PAUSE_UNTIL_END_OF_DAY}"` })
      .optional()
      .describe(
        "Until the end of the store's business day (its local midnight, or the close of a range open then)",
      ),
    reason: text()
      .trim()
      .max(200, 'At most 200 characters')
      .nullish()
      .transform((value) => value || null)
      .describe('Shown to customers while the store is paused'),
  })
  .superRefine((pause, ctx) => {
    if ((pause.minutes === undefined) === (pause.until === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['minutes'],
        message: 'Give either the minutes or "until", not both',
      });
    }
  });
export type PauseStore = z.input<typeof PauseStoreSchema>;
export type StorePause = z.output<typeof PauseStoreSchema>;
