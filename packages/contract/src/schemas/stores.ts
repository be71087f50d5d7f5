import { z } from 'zod';
import { validationMessage } from './messages.ts';
import {
  PAUSE_MINUTES_MAX,
  PAUSE_MINUTES_MIN,
  PAUSE_UNTIL_END_OF_DAY,
  PREORDER_DAYS_MAX,
  PREP_MINUTES_MAX,
  PREP_MINUTES_MIN,
  SLOT_CAPACITY_MAX,
  OPEN_ORDERS_PER_CUSTOMER_MAX,
  SLOT_MINUTES_CHOICES,
} from '../constants.ts';
import { STORE_LOCALES, isStoreLocale } from '../store-locales.ts';
import { PHONE_PATTERN } from './addresses.ts';
import { DayOfWeekSchema, NameSchema, PriceSchema, NOT_BLANK, text } from './common.ts';
import { LanguageSchema } from './language.ts';
import { PAYMENT_METHODS } from '../payment-flow.ts';

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
    /** The restaurant's phone number for customers' questions; null: none given. */
    phone: z.string().nullable(),
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
    /** How customers may pay here: the checkout offers these. */
    payment_methods: z.array(z.enum(PAYMENT_METHODS)),
    /** Whether visitors may order without an account ("Continue as guest"). */
    guest_checkout: z.boolean(),
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

/** Money is kept in minor units with 2 decimals, so only such ISO 4217 currencies are accepted. */
function isTwoDecimalCurrency(value: string): boolean {
  if (!Intl.supportedValuesOf('currency').includes(value)) return false;
  const options = new Intl.NumberFormat('en', { style: 'currency', currency: value }).resolvedOptions();
  return options.maximumFractionDigits === 2;
}

const AddressSchema = text().trim().regex(NOT_BLANK, validationMessage('validation.required')).max(300);
const CountrySchema = text().trim().regex(NOT_BLANK, validationMessage('validation.required')).max(80);
const TimeZoneSchema = text().max(64).refine(isTimeZone, validationMessage('validation.time_zone'));
const CurrencySchema = text()
  .regex(/^[A-Z]{3}$/, { error: validationMessage('validation.currency_code'), abort: true })
  .refine(isTwoDecimalCurrency, validationMessage('validation.currency_decimals'));
const LocaleSchema = text().refine(isStoreLocale, validationMessage('validation.locale'));

const PhoneSchema = text()
  .trim()
  .max(30, validationMessage('validation.max_characters', { max: 30 }))
  .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), validationMessage('validation.phone_format'));

export const CreateStoreSchema = z.object({
  name: NameSchema,
  address: AddressSchema,
  country: CountrySchema,
  timezone: TimeZoneSchema.default('Europe/Berlin'),
  currency: CurrencySchema,
  locale: LocaleSchema,
});
export type CreateStore = z.infer<typeof CreateStoreSchema>;

/**
 * PUT /stores/{id}: the store as GET answers it, changed. Its other fields (hours, pause, settings) are
 * read-only here and ignored; each of these is required, so a PUT replaces them all.
 */
export const UpdateStoreSchema = z
  .object({
    name: NameSchema,
    address: AddressSchema,
    country: CountrySchema,
    timezone: TimeZoneSchema,
    currency: CurrencySchema.describe(
      'ISO 4217, 2 decimals; a change is refused with 409 `store_has_open_orders` while orders are open',
    ),
    locale: LocaleSchema.describe(`One of ${STORE_LOCALES.join(', ')}`),
    phone: PhoneSchema.nullable()
      .transform((phone) => phone || null)
      .describe("The restaurant's public phone number; empty or null: none"),
  })
  .meta({ id: 'UpdateStore' });
export type UpdateStore = z.infer<typeof UpdateStoreSchema>;

export const ORDER_TIMEOUT_MINUTES_MIN = 1;
export const ORDER_TIMEOUT_MINUTES_MAX = 120;

const capacity = z
  .number({ error: validationMessage('validation.orders_required') })
  .int(validationMessage('validation.whole_number'))
  .min(1, validationMessage('validation.capacity_range', { max: SLOT_CAPACITY_MAX }))
  .max(SLOT_CAPACITY_MAX, validationMessage('validation.capacity_range', { max: SLOT_CAPACITY_MAX }))
  .nullable();

const openOrdersRange = validationMessage('validation.capacity_range', { max: OPEN_ORDERS_PER_CUSTOMER_MAX });
const openOrdersPerCustomer = z
  .number({ error: validationMessage('validation.orders_required') })
  .int(validationMessage('validation.whole_number'))
  .min(1, openOrdersRange)
  .max(OPEN_ORDERS_PER_CUSTOMER_MAX, openOrdersRange)
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
    /** Orders one customer may have waiting for the store's answer at once; null: no limit. */
    open_orders_per_customer: z.number().int().nullable(),
    /** Minutes from an order to its readiness: the default ready time, and how soon the first slot starts. */
    prep_minutes: z.number().int(),
    /** New orders are accepted as they are placed, ready at their slot or in `prep_minutes`. */
    auto_accept: z.boolean(),
    /** The storefront's language for a visitor whose browser asks for none the product speaks. */
    default_language: LanguageSchema,
    /** The restaurant's public phone number; null: none. */
    phone: z.string().nullable(),
    /** How customers may pay: cash, online (needs `online_payment_configured`), at least one. */
    payment_methods: z.array(z.enum(PAYMENT_METHODS)),
    /** Whether the server has the payment provider's keys, so that online payment can be switched on. */
    online_payment_configured: z.boolean(),
    /** E-mail the store's administrators a summary of each day after its last closing time. */
    daily_summary_email: z.boolean(),
    /** Whether visitors may order without an account ("Continue as guest"). */
    guest_checkout: z.boolean(),
  })
  .meta({ id: 'StoreSettings' });
export type StoreSettings = z.infer<typeof StoreSettingsSchema>;

const timeoutRange = validationMessage('validation.minutes_range', {
  min: ORDER_TIMEOUT_MINUTES_MIN,
  max: ORDER_TIMEOUT_MINUTES_MAX,
});
const prepRange = validationMessage('validation.minutes_range', {
  min: PREP_MINUTES_MIN,
  max: PREP_MINUTES_MAX,
});
const choices = SLOT_MINUTES_CHOICES.join(', ');
const slotChoices = validationMessage('validation.slot_choices', { choices });

/** Every field left out stays as it is. */
export const UpdateStoreSettingsSchema = z.object({
  order_timeout_minutes: z
    .number({ error: validationMessage('validation.minutes_required') })
    .int(validationMessage('validation.whole_minutes'))
    .min(ORDER_TIMEOUT_MINUTES_MIN, timeoutRange)
    .max(ORDER_TIMEOUT_MINUTES_MAX, timeoutRange)
    .optional(),
  min_order: PriceSchema.nullable().optional().describe('Pickup minimum; left out: unchanged, null: none'),
  preorder_days: z
    .number({ error: validationMessage('validation.days_required') })
    .int(validationMessage('validation.whole_days'))
    .min(0, validationMessage('validation.days_range', { max: PREORDER_DAYS_MAX }))
    .max(PREORDER_DAYS_MAX, validationMessage('validation.days_range', { max: PREORDER_DAYS_MAX }))
    .optional()
    .describe('How many days ahead customers may order for a time slot; 0: no ordering ahead'),
  slot_minutes: z
    .number({ error: validationMessage('validation.minutes_required') })
    .refine((minutes) => (SLOT_MINUTES_CHOICES as readonly number[]).includes(minutes), slotChoices)
    .optional(),
  capacity_per_slot: CapacityPerSlotSchema.optional(),
  open_orders_per_customer: openOrdersPerCustomer
    .optional()
    .describe(
      "A customer's orders waiting for the store's answer at once; past it an order answers 429; null: no limit",
    ),
  prep_minutes: z
    .number({ error: validationMessage('validation.minutes_required') })
    .int(validationMessage('validation.whole_minutes'))
    .min(PREP_MINUTES_MIN, prepRange)
    .max(PREP_MINUTES_MAX, prepRange)
    .optional(),
  auto_accept: z.boolean().optional(),
  default_language: LanguageSchema.optional(),
  phone: PhoneSchema.nullish()
    .transform((phone) => (phone === undefined ? undefined : phone || null))
    .optional()
    .describe("The restaurant's public phone number; left out: unchanged, empty or null: none"),
  payment_methods: z
    .array(z.enum(PAYMENT_METHODS, { error: validationMessage('validation.payment_method') }))
    .min(1, validationMessage('validation.payment_methods_required'))
    .transform((methods) => PAYMENT_METHODS.filter((method) => methods.includes(method)))
    .optional()
    .describe('cash and/or online; online only while the server has the Stripe keys (else 422)'),
  daily_summary_email: z.boolean().optional(),
  guest_checkout: z.boolean().optional().describe('Whether visitors may order without an account'),
});
export type UpdateStoreSettings = z.infer<typeof UpdateStoreSettingsSchema>;

const pauseRange = validationMessage('validation.minutes_range', {
  min: PAUSE_MINUTES_MIN,
  max: PAUSE_MINUTES_MAX,
});

/** POST /stores/{id}/pause: for some minutes or until the end of the store's day, with an optional reason. */
export const PauseStoreSchema = z
  .object({
    minutes: z
      .number({ error: validationMessage('validation.minutes_required') })
      .int(validationMessage('validation.whole_minutes'))
      .min(PAUSE_MINUTES_MIN, pauseRange)
      .max(PAUSE_MINUTES_MAX, pauseRange)
      .optional(),
    until: z
      .literal(PAUSE_UNTIL_END_OF_DAY, {
        error: validationMessage('validation.use_value', { value: PAUSE_UNTIL_END_OF_DAY }),
      })
      .optional()
      .describe(
        "Until the end of the store's business day (its local midnight, or the close of a range open then)",
      ),
    reason: text()
      .trim()
      .max(200, validationMessage('validation.max_characters', { max: 200 }))
      .nullish()
      .transform((value) => value || null)
      .describe('Shown to customers while the store is paused'),
  })
  .superRefine((pause, ctx) => {
    if ((pause.minutes === undefined) === (pause.until === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['minutes'],
        message: validationMessage('validation.minutes_or_until'),
      });
    }
  });
export type PauseStore = z.input<typeof PauseStoreSchema>;
export type StorePause = z.output<typeof PauseStoreSchema>;
