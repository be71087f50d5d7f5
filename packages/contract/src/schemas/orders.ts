import { z } from 'zod';
import { validationMessage } from './messages.ts';
import {
  APPROVAL_STATUS,
  ITEM_NOTE_MAX,
  ORDER_NOTE_MAX,
  ORDER_QUANTITY_MAX,
  ORDER_TYPE,
} from '../constants.ts';
import { FULFILMENT_STATUSES } from '../order-flow.ts';
import { savedSchema } from './created.ts';
import { IdSchema, text } from './common.ts';

const OrderTypeSchema = z.union([z.literal(1), z.literal(2)], {
  error: validationMessage('validation.order_type'),
});

const ApprovalStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

const IGNORED = 'Ignored: the server decides it';

/** A note of the customer's, trimmed; empty or missing: none (null). */
const noteSchema = (max: number) =>
  text()
    .trim()
    .max(max, validationMessage('validation.max_characters', { max: max }))
    .nullish()
    .transform((value) => value || null);
const ignoredNumber = () => z.number().nullable().optional().describe(IGNORED);

const OrderRequestItemSchema = z.object({
  product_id: IdSchema,
  variant_id: z
    .number()
    .int()
    .min(0)
    .nullable()
    .default(0)
    .describe('The chosen variant of a variable product; 0 (or null) for a simple product'),
  quantity: z
    .number({ error: validationMessage('validation.quantity_required') })
    .int(validationMessage('validation.whole_quantity'))
    .min(1, validationMessage('validation.quantity_range', { max: ORDER_QUANTITY_MAX }))
    .max(ORDER_QUANTITY_MAX, validationMessage('validation.quantity_range', { max: ORDER_QUANTITY_MAX })),
  option_ids: z
    .array(IdSchema)
    .max(100)
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, validationMessage('validation.option_once'))
    .describe("The chosen options of the product's option groups"),
  unit_price: ignoredNumber().describe('Ignored: the server prices every item from the menu'),
  note: noteSchema(ITEM_NOTE_MAX).describe('For the kitchen, about this line: "no onions"'),
});

const PaymentMethodSchema = z.enum(['cash', 'online']);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
const PaymentStatusSchema = z.enum(['pending', 'paid', 'failed', 'refunded']);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

const OrderRequestPaymentSchema = z.object({
  payment_method: z.literal('cash', { error: validationMessage('validation.cash_only') }),
  status: text().optional().describe(IGNORED),
  paid_at: text().nullable().optional().describe(IGNORED),
  order_id: ignoredNumber(),
  amount: ignoredNumber(),
});

/**
 * The spec's order payload (§3) plus the delivery postcode and address. Prices, totals, the user,
 * approval and order status are the server's: whatever the client sends for them is ignored.
 */
export const OrderRequestSchema = z
  .object({
    user_id: ignoredNumber(),
    discount_id: ignoredNumber().describe("Ignored: the store's discount for the order type applies"),
    note: noteSchema(ORDER_NOTE_MAX).describe('For the restaurant: allergies, the doorbell, …'),
    order_type: OrderTypeSchema,
    order_status: ignoredNumber(),
    approval_status: ignoredNumber(),
    store_id: IdSchema,
    items: z
      .array(OrderRequestItemSchema)
      .min(1, validationMessage('validation.cart_empty'))
      .max(100, validationMessage('validation.max_lines', { max: 100 })),
    payment: OrderRequestPaymentSchema.default({ payment_method: 'cash' }),
    delivery_postcode_id: IdSchema.nullable()
      .optional()
      .describe("A postcode of the store's delivery area; required for delivery"),
    address_id: IdSchema.nullable()
      .optional()
      .describe("One of the customer's addresses; without it their latest shipping address is used"),
    scheduled_for: z.iso
      .datetime({ offset: true, error: validationMessage('validation.iso_time') })
      .nullable()
      .default(null)
      .describe('The start of a slot (GET /stores/{id}/slots) to order for; null: as soon as possible'),
  })
  .superRefine((order, ctx) => {
    if (order.order_type === ORDER_TYPE.delivery && !order.delivery_postcode_id) {
      ctx.addIssue({
        code: 'custom',
        path: ['delivery_postcode_id'],
        message: validationMessage('validation.postcode_required'),
      });
    }
  });
/** What a client sends to POST /orders, before validation. */
export type OrderRequestBody = z.input<typeof OrderRequestSchema>;
/** The same request as the server reads it: validated, defaults filled in. */
export type OrderRequest = z.output<typeof OrderRequestSchema>;

const OrderItemSchema = z
  .object({
    id: z.number().int(),
    /** null once the product or variant has been deleted; the copies below stay. */
    product_id: z.number().int().nullable(),
    variant_id: z.number().int().nullable(),
    product_name: z.string(),
    variant_name: z.string().nullable(),
    quantity: z.number().int(),
    /** Copies of the chosen options; `unit_price` already includes their prices. */
    options: z.array(z.object({ name: z.string(), price: z.number() })),
    unit_price: z.number(),
    line_total: z.number(),
    /** Percent, e.g. 19 or 7.25; already included in the price. */
    tax_rate: z.number(),
    tax_included: z.number(),
    note: z.string().nullable(),
  })
  .meta({ id: 'OrderItem' });
export type OrderItem = z.infer<typeof OrderItemSchema>;

const OrderPaymentSchema = z
  .object({
    payment_method: PaymentMethodSchema,
    status: PaymentStatusSchema,
    amount: z.number(),
    paid_at: z.string().nullable(),
  })
  .meta({ id: 'OrderPayment' });

const OrderAddressSchema = z
  .object({
    line1: z.string(),
    area: z.string().nullable(),
    city: z.string(),
    zip: z.string(),
    country: z.string(),
  })
  .meta({ id: 'OrderAddress' });

const FulfilmentStatusSchema = z.enum(FULFILMENT_STATUSES);

/** An order as priced and written by the server; amounts are decimals of `currency`, times ISO instants. */
export const OrderSchema = z
  .object({
    id: z.number().int(),
    /** What customers and staff call the order: per store, gapless, from 1. `id` stays the key. */
    number: z.number().int(),
    store_id: z.number().int(),
    user_id: z.number().int().nullable(),
    order_type: OrderTypeSchema,
    order_status: z.number().int(),
    approval_status: ApprovalStatusSchema,
    fulfilment_status: FulfilmentStatusSchema.nullable(),
    note: z.string().nullable(),
    currency: z.string(),
    subtotal: z.number(),
    discount: z.number(),
    discount_percent: z.number(),
    discount_id: z.number().int().nullable(),
    delivery_fee: z.number(),
    total: z.number(),
    delivery_postcode_id: z.number().int().nullable(),
    delivery_postcode: z.string().nullable(),
    customer_name: z.string(),
    phone: z.string(),
    address: OrderAddressSchema.nullable(),
    items: z.array(OrderItemSchema),
    payment: OrderPaymentSchema,
    /** By when the restaurant should answer (decisions §5). */
    answer_deadline: z.string().nullable(),
    answered_at: z.string().nullable(),
    ready_at: z.string().nullable(),
    /** The start of the slot the order is for; null: as soon as possible. */
    scheduled_for: z.string().nullable(),
    reject_reason: z.string().nullable(),
    /** The order's products that the rejection named as sold out. */
    sold_out_product_ids: z.array(z.number().int()),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof OrderSchema>;

/** What POST /orders answers (201), and replays for a retried Idempotency-Key. */
export const OrderCreatedSchema = savedSchema(OrderSchema).meta({ id: 'OrderCreated' });
export type OrderCreated = z.infer<typeof OrderCreatedSchema>;

/** Choices the order desk offers for the estimated ready time, in minutes from now. */
export const READY_IN_MINUTES_CHOICES = [15, 20, 30, 45, 60] as const;
/** The ready time of an acceptance that names none. */
export const DEFAULT_READY_IN_MINUTES = 20;
const READY_IN_MINUTES_MIN = 5;
const READY_IN_MINUTES_MAX = 240;
export const REJECT_REASON_MAX = 300;

/**
 * The restaurant's answer to a pending order; it can be given once. Accepting (2) takes an estimated
 * ready time, in minutes from now or as an instant (neither: in 20 minutes); rejecting (3) needs a reason.
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
      .describe('Rejecting: why, as the customer will read it'),
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
    if (answer.approval_status === APPROVAL_STATUS.rejected && !answer.reject_reason) {
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
  });
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
export const DESK_FILTERS = ['today', 'pending', 'accepted', 'rejected', 'all'] as const;
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

export const DeskOrdersPageSchema = z
  .object({
    data: z.array(OrderSchema),
    /** Orders matching the filter and search, over all pages. */
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    /** Pending orders of the store, whatever the filter. */
    pending_count: z.number().int(),
  })
  .meta({ id: 'DeskOrdersPage' });
export type DeskOrdersPage = z.infer<typeof DeskOrdersPageSchema>;
