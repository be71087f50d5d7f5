import { hasAtMostTwoDecimals } from '@food/money';
import { z } from 'zod';
import { validationMessage } from './messages.ts';
import { IdSchema, NOT_BLANK, PriceSchema, text } from './common.ts';
import { IsoDateSchema } from './discounts.ts';

const COUPON_KINDS = ['percent', 'fixed', 'free_delivery'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

const CouponKindSchema = z.enum(COUPON_KINDS, { error: validationMessage('validation.coupon_kind') });

const CouponOrderTypeSchema = z
  .union([z.literal(1), z.literal(2)], { error: validationMessage('validation.order_type') })
  .nullable();

/** A code as customers type it: case and spaces do not matter ("summer10" is "SUMMER 10"). */
export const normaliseCouponCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

const DATES =
  "Days as YYYY-MM-DD in the store's time zone, both inclusive: the code works from the start of `valid_from` " +
  'to the end of `valid_until`; null: no such bound.';

/** A coupon as the back office lists it; amounts are decimals of the store's currency. */
export const CouponSchema = z
  .object({
    id: z.number().int(),
    store_id: z.number().int(),
    /** As the store wrote it; customers may type it in any case, with or without spaces. */
    code: z.string(),
    kind: CouponKindSchema,
    /** percent: the percentage (0–100); fixed: the amount off; free_delivery: 0. */
    value: z.number(),
    /** The least subtotal (before any discount) the code takes. */
    min_subtotal: z.number(),
    valid_from: z.string().nullable().describe(DATES),
    valid_until: z.string().nullable(),
    /** Redemptions in all; null: no limit. */
    max_redemptions: z.number().int().nullable(),
    /** Redemptions per customer (an account, or a guest's e-mail); null: no limit. */
    max_per_customer: z.number().int().nullable(),
    first_order_only: z.boolean(),
    /** 1 delivery or 2 pickup only; null: both. */
    order_type: CouponOrderTypeSchema,
    active: z.boolean(),
    /** Orders that used it so far (a rejected, cancelled or unpaid order gives its redemption back). */
    redemptions: z.number().int(),
    /** What those orders saved in all. */
    given_away: z.number(),
    created_at: z.string(),
  })
  .meta({ id: 'Coupon' });
export type Coupon = z.infer<typeof CouponSchema>;

const LimitSchema = z
  .number({ error: validationMessage('validation.whole_number') })
  .int(validationMessage('validation.whole_number'))
  .min(1, validationMessage('validation.coupon_limit'))
  .max(1_000_000, validationMessage('validation.coupon_limit'))
  .nullable()
  .default(null);

export const SaveCouponSchema = z
  .object({
    code: text({ error: validationMessage('validation.required') })
      .trim()
      .regex(NOT_BLANK, validationMessage('validation.required'))
      .max(40, validationMessage('validation.max_characters', { max: 40 }))
      .regex(/^[A-Za-z0-9 _-]+$/, validationMessage('validation.coupon_code_characters'))
      .transform((value) => value.replace(/\s+/g, ' ')),
    kind: CouponKindSchema,
    value: z
      .number({ error: validationMessage('validation.coupon_value_required') })
      .min(0, validationMessage('validation.coupon_value_negative'))
      .max(1_000_000, validationMessage('validation.price_too_large'))
      .refine(hasAtMostTwoDecimals, validationMessage('validation.two_decimals'))
      .meta({ multipleOf: 0.01 })
      .default(0)
      .describe('percent: 0–100; fixed: the amount off (capped at the goods); free_delivery: ignored'),
    min_subtotal: PriceSchema.default(0),
    valid_from: IsoDateSchema.nullable().default(null).describe(DATES),
    valid_until: IsoDateSchema.nullable().default(null).describe('May lie in the past: an ended campaign'),
    max_redemptions: LimitSchema,
    max_per_customer: LimitSchema,
    first_order_only: z.boolean().default(false),
    order_type: CouponOrderTypeSchema.default(null),
    active: z.boolean().default(true),
    store_id: IdSchema.optional(),
  })
  .superRefine((coupon, ctx) => {
    const problem = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (coupon.kind === 'percent' && coupon.value > 100) {
      problem('value', validationMessage('validation.percentage_range'));
    }
    if (coupon.kind === 'fixed' && coupon.value === 0) {
      problem('value', validationMessage('validation.coupon_value_required'));
    }
    if (coupon.kind === 'fixed' && coupon.min_subtotal > 0 && coupon.value > coupon.min_subtotal) {
      problem('value', validationMessage('validation.coupon_over_minimum'));
    }
    if (coupon.valid_from && coupon.valid_until && coupon.valid_until < coupon.valid_from) {
      problem('valid_until', validationMessage('validation.coupon_ends_before_start'));
    }
  });
export type SaveCoupon = z.input<typeof SaveCouponSchema>;
export type SavedCoupon = z.output<typeof SaveCouponSchema>;

export const CouponCheckRequestSchema = z.object({
  store_id: IdSchema,
  code: text().max(100, validationMessage('validation.max_characters', { max: 100 })),
  order_type: z.union([z.literal(1), z.literal(2)], { error: validationMessage('validation.order_type') }),
  subtotal: PriceSchema.describe("The cart's goods before any discount"),
  delivery_postcode_id: IdSchema.nullable()
    .optional()
    .describe('For a delivery: the fee a free_delivery code would save'),
  email: text()
    .max(254)
    .nullable()
    .optional()
    .describe("A guest's e-mail, for the per-customer limits; a logged-in customer's account counts instead"),
});

/** Why a code does not apply: the code of the order's 422, and its sentence in the reader's language. */
export const CouponCheckSchema = z
  .discriminatedUnion('valid', [
    z.object({
      valid: z.literal(true),
      code: z.string(),
      kind: CouponKindSchema,
      /** What it takes off after the store's own discount (the delivery fee, for free_delivery). */
      saving: z.number(),
    }),
    z.object({ valid: z.literal(false), reason: z.string(), detail: z.string() }),
  ])
  .meta({ id: 'CouponCheck' });
export type CouponCheck = z.infer<typeof CouponCheckSchema>;
