import { z } from 'zod';
import { validationMessage } from './messages.ts';
import { APPROVAL_STATUS } from '../constants.ts';
import {
  DESK_REJECT_REASON_CODES,
  LEGACY_REJECT_REASONS,
  LEGACY_SOLD_OUT_PREFIX,
  type RejectReasonCode,
} from '../reject-reasons.ts';
import { IdSchema, text } from './common.ts';
import { FulfilmentStatusSchema, OrderSchema } from './orders.ts';

// The order desk's side of an order: its answer, its kitchen steps, its lists and its refunds.

/** Choices the order desk offers for the estimated ready time, in minutes from now. */
export const READY_IN_MINUTES_CHOICES = [15, 20, 30, 45, 60] as const;
/** The ready time of an acceptance that names none. */
export const DEFAULT_READY_IN_MINUTES = 20;
const READY_IN_MINUTES_MIN = 5;
const READY_IN_MINUTES_MAX = 240;
export const REJECT_REASON_MAX = 300;

/**
 * A rejection's reason as stored: a preset's code, and what the restaurant wrote (its own reason, or with
 * `sold_out` what is sold out). An earlier desk's English preset (or "Sold out: …") is read as its code.
 */
function storedReason(code: RejectReasonCode | null, text: string | null) {
  if (code !== null || text === null) return { reject_reason_code: code, reject_reason: text };
  const legacy = LEGACY_REJECT_REASONS[text];
  if (legacy) return { reject_reason_code: legacy, reject_reason: null };
  if (text.startsWith(LEGACY_SOLD_OUT_PREFIX) && text.length > LEGACY_SOLD_OUT_PREFIX.length)
    return {
      reject_reason_code: 'sold_out' as const,
      reject_reason: text.slice(LEGACY_SOLD_OUT_PREFIX.length),
    };
  return { reject_reason_code: null, reject_reason: text };
}

/**
 * The restaurant's answer to a pending order; it can be given once. Accepting (2) takes an estimated
 * ready time, in minutes from now or as an instant (neither: in 20 minutes); rejecting (3) needs a reason:
 * a preset's code, a text of its own, or both (`sold_out` with the names of what is sold out).
 */
export const AnswerOrderSchema = z
  .object({
    approval_status: z.union([z.literal(2), z.literal(3)], {
      error: validationMessage('validation.approval_status'),
    }),
    ready_in_minutes: z
      .number({ error: validationMessage('validation.ready_minutes_required') })
      .int(validationMessage('validation.whole_minutes'))
      .min(
        READY_IN_MINUTES_MIN,
        validationMessage('validation.minutes_range', {
          min: READY_IN_MINUTES_MIN,
          max: READY_IN_MINUTES_MAX,
        }),
      )
      .max(
        READY_IN_MINUTES_MAX,
        validationMessage('validation.minutes_range', {
          min: READY_IN_MINUTES_MIN,
          max: READY_IN_MINUTES_MAX,
        }),
      )
      .optional()
      .describe('Accepting: ready in this many minutes'),
    ready_at: z.iso
      .datetime({ offset: true, error: validationMessage('validation.iso_time') })
      .optional()
      .describe('Accepting: ready at this instant, within the next 24 hours'),
    reject_reason: text()
      .trim()
      .max(REJECT_REASON_MAX, validationMessage('validation.max_characters', { max: REJECT_REASON_MAX }))
      .nullish()
      .transform((value) => value || null)
      .describe(
        'Rejecting: why, in words of your own, as the customer will read them; with `sold_out`, what is sold out',
      ),
    reject_reason_code: z
      .enum(DESK_REJECT_REASON_CODES, { error: validationMessage('validation.reject_reason_code') })
      .nullish()
      .transform((value) => value ?? null)
      .describe("Rejecting: one of the desk's usual reasons, which each reader reads in their language"),
    sold_out_product_ids: z
      .array(IdSchema)
      .max(100)
      .default([])
      .refine((ids) => new Set(ids).size === ids.length, validationMessage('validation.product_once'))
      .describe(
        "Rejecting: the order's products that are sold out; the customer can order again without them",
      ),
  })
  .superRefine((answer, ctx) => {
    if (
      answer.approval_status === APPROVAL_STATUS.rejected &&
      !answer.reject_reason &&
      !answer.reject_reason_code
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['reject_reason'],
        message: validationMessage('validation.reject_reason_required'),
      });
    }
    if (answer.approval_status === APPROVAL_STATUS.accepted && answer.sold_out_product_ids.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['sold_out_product_ids'],
        message: validationMessage('validation.sold_out_only_on_reject'),
      });
    }
    if (
      answer.approval_status === APPROVAL_STATUS.accepted &&
      answer.ready_in_minutes !== undefined &&
      answer.ready_at !== undefined
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['ready_at'],
        message: validationMessage('validation.minutes_or_time'),
      });
    }
  })
  .transform(({ reject_reason, reject_reason_code, ...answer }) => ({
    ...answer,
    ...(answer.approval_status === APPROVAL_STATUS.rejected
      ? storedReason(reject_reason_code, reject_reason)
      : { reject_reason_code: null, reject_reason: null }),
  }));
export type AnswerOrder = z.input<typeof AnswerOrderSchema>;
export type AnsweredOrder = z.output<typeof AnswerOrderSchema>;

export const UpdateFulfilmentSchema = z.object({
  status: FulfilmentStatusSchema.describe(
    'pickup: preparing → ready → completed; delivery: preparing → out_for_delivery → delivered',
  ),
});

export const OrdersQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50).describe('Newest first, at most this many'),
});

/** What the order desk lists (GET /orders/desk); `today` is the store's calendar day. */
export const DESK_FILTERS = ['today', 'pending', 'accepted', 'rejected', 'cancelled', 'all'] as const;
export type DeskFilter = (typeof DESK_FILTERS)[number];

export const DeskOrdersQuerySchema = z.object({
  filter: z.enum(DESK_FILTERS).default('today'),
  search: text()
    .trim()
    .max(100)
    .default('')
    .describe("An order number (exact, '#' allowed) or part of the customer's name"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export type DeskOrdersQuery = z.output<typeof DeskOrdersQuerySchema>;

/** An order on the restaurant's desk: it has its number (an order awaiting its payment is not there). */
const DeskOrderSchema = OrderSchema.extend({ number: z.number().int() }).meta({ id: 'DeskOrder' });

export const DeskOrdersPageSchema = z
  .object({
    data: z.array(DeskOrderSchema),
    /** Orders matching the filter and search, over all pages. */
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    /** Pending orders of the store, whatever the filter. */
    pending_count: z.number().int(),
  })
  .meta({ id: 'DeskOrdersPage' });
export type DeskOrdersPage = z.infer<typeof DeskOrdersPageSchema>;

/** A refund of an order paid online (POST /orders/{id}/refunds): part or all of what is left. */
export const RefundRequestSchema = z.object({
  amount: z
    .number({ error: validationMessage('validation.refund_amount') })
    .positive(validationMessage('validation.refund_amount'))
    .multipleOf(0.01, validationMessage('validation.refund_amount'))
    .describe("In the order's currency, at most what has not been refunded yet"),
  reason: text()
    .trim()
    .min(1, validationMessage('validation.refund_reason'))
    .max(200, validationMessage('validation.max_characters', { max: 200 })),
});
export type RefundRequest = z.infer<typeof RefundRequestSchema>;
