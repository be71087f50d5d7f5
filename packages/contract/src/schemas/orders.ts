import { z } from 'zod';
import { validationMessage } from './messages.ts';
import { ITEM_NOTE_MAX, ORDER_NOTE_MAX, ORDER_QUANTITY_MAX, ORDER_TYPE } from '../constants.ts';
import { REJECT_REASON_CODES } from '../reject-reasons.ts';
import { FULFILMENT_STATUSES } from '../order-flow.ts';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../payment-flow.ts';
import { savedSchema } from './created.ts';
import { IdSchema, NameSchema, text } from './common.ts';
import { EmailSchema } from './accounts.ts';
import { AgeLimitSchema } from './age-limit.ts';
import { PhoneSchema, SaveAddressSchema } from './addresses.ts';

const OrderTypeSchema = z.union([z.literal(1), z.literal(2)], {
  error: validationMessage('validation.order_type'),
});

const ApprovalStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

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

const PaymentMethodSchema = z.enum(PAYMENT_METHODS, {
  error: validationMessage('validation.payment_method'),
});
const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);

const OrderRequestPaymentSchema = z.object({
  payment_method: PaymentMethodSchema.describe(
    "cash, or online where the store offers it: the answer's `payment.checkout_url` is the page to pay on",
  ),
  status: text().optional().describe(IGNORED),
  paid_at: text().nullable().optional().describe(IGNORED),
  order_id: ignoredNumber(),
  amount: ignoredNumber(),
});

/** Where a guest's delivery goes; its postcode is the order's `delivery_postcode_id`. */
const GuestAddressSchema = SaveAddressSchema.pick({ line1: true, area: true, city: true, country: true });

/** Who orders without an account: their contact, and for a delivery where it goes. */
const GuestSchema = z
  .object({
    name: NameSchema,
    email: EmailSchema.describe("The order's e-mails go here; kept in lower case"),
    phone: PhoneSchema,
    address: GuestAddressSchema.optional().describe('Required for a delivery (else 422 `address_required`)'),
  })
  .meta({ id: 'Guest' });
export type Guest = z.input<typeof GuestSchema>;

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
    coupon_code: text()
      .trim()
      .max(100, validationMessage('validation.max_characters', { max: 100 }))
      .nullish()
      .transform((value) => value || null)
      .describe(
        'A coupon of the store (any case, spaces ignored), applied after its discount; one per order. ' +
          'One that does not apply (or is used up by now) answers 422 with the reason on `coupon_code`',
      ),
    age_confirmed: z.boolean().default(false).describe('Old enough for an age limit of the cart (else 422)'),
    guest: GuestSchema.optional().describe(
      "Ordering without an account (no bearer token): the guest's contact. With a token it answers 422 " +
        '`guest_with_account`; where the store has guest checkout off, 403 `guest_checkout_off`',
    ),
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
    options: z.array(
      z.object({
        /** null once the option has been deleted; its name and price stay. */
        option_id: z.number().int().nullable(),
        name: z.string(),
        price: z.number(),
      }),
    ),
    unit_price: z.number(),
    line_total: z.number(),
    /** Percent, e.g. 19 or 7.25; already included in the price. */
    tax_rate: z.number(),
    tax_included: z.number(),
    note: z.string().nullable(),
  })
  .meta({ id: 'OrderItem' });
export type OrderItem = z.infer<typeof OrderItemSchema>;

const OrderVatSchema = z
  .object({
    /** Percent, e.g. 7 or 19. */
    rate: z.number(),
    /** The goods at this rate after the discount, plus their share of the delivery fee; VAT included. */
    gross: z.number(),
    net: z.number(),
    vat: z.number(),
  })
  .meta({ id: 'OrderVat' });
export type OrderVat = z.infer<typeof OrderVatSchema>;

const OrderRefundSchema = z
  .object({
    id: z.number().int(),
    amount: z.number(),
    reason: z.string(),
    /** pending until the payment provider answers; failed: it refused. */
    status: z.enum(['pending', 'succeeded', 'failed']),
    created_at: z.string(),
  })
  .meta({ id: 'OrderRefund' });
export type OrderRefund = z.infer<typeof OrderRefundSchema>;

const OrderPaymentSchema = z
  .object({
    payment_method: PaymentMethodSchema,
    /** Cash stays pending. Online: pending → authorized (held) → paid → (partially_)refunded; or expired, failed, voided. */
    status: PaymentStatusSchema,
    amount: z.number(),
    /** What refunds gave back so far. */
    refunded_amount: z.number(),
    paid_at: z.string().nullable(),
    /** Online and pending: the payment page to send the customer to; otherwise null. */
    checkout_url: z.string().nullable(),
    /** Each refund, oldest first. */
    refunds: z.array(OrderRefundSchema),
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

export const FulfilmentStatusSchema = z.enum(FULFILMENT_STATUSES);

/** An order as priced and written by the server; amounts are decimals of `currency`, times ISO instants. */
export const OrderSchema = z
  .object({
    id: z.number().int(),
    /**
     * What customers and staff call the order: per store, gapless, from 1. `id` stays the key. Null while
     * an online payment is awaited (the order is not on the desk yet), and for ever if it never completes.
     */
    number: z.number().int().nullable(),
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
    /**
     * The coupon the order used and what it saved: its discount off the goods after the store's (the
     * total already takes it off), or the delivery fee it waived (`delivery_fee` is then 0). Null: none.
     */
    coupon: z.object({ code: z.string(), saving: z.number() }).nullable(),
    total: z.number(),
    /**
     * The total per VAT rate, lowest rate first: the discount taken from each rate in proportion, the
     * delivery fee shared in proportion to the goods; the grosses add up exactly to `total`.
     */
    vat: z.array(OrderVatSchema),
    delivery_postcode_id: z.number().int().nullable(),
    delivery_postcode: z.string().nullable(),
    customer_name: z.string(),
    phone: z.string(),
    /** A guest order's e-mail (the guest gave it at the checkout); null: an account's order. */
    guest_email: z.string().nullable(),
    address: OrderAddressSchema.nullable(),
    items: z.array(OrderItemSchema),
    payment: OrderPaymentSchema,
    /** By when the restaurant should answer (decisions §5). */
    answer_deadline: z.string().nullable(),
    answered_at: z.string().nullable(),
    ready_at: z.string().nullable(),
    /** The start of the slot the order is for; null: as soon as possible. */
    scheduled_for: z.string().nullable(),
    /** Why it was rejected, when a preset says it: each reader reads the code in their language. */
    reject_reason_code: z.enum(REJECT_REASON_CODES).nullable(),
    /** What the restaurant wrote of a rejection: its own reason, or with `sold_out` what is sold out. */
    reject_reason: z.string().nullable(),
    /** The highest age limit of its products when placed: ID is checked at handover. */
    age_limit: AgeLimitSchema,
    /** The order's products that the rejection named as sold out. */
    sold_out_product_ids: z.array(z.number().int()),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof OrderSchema>;

/** How long a guest's key opens their order, from its placement. */
export const GUEST_KEY_DAYS = 30;

/** The web app's page of one order, opened by a guest's key (`/orders/{id}?key=…`). */
export const guestOrderPath = (orderId: number, key: string) =>
  `/orders/${orderId}?key=${encodeURIComponent(key)}`;

/** What POST /orders answers (201), and replays for a retried Idempotency-Key. */
export const OrderCreatedSchema = savedSchema(
  OrderSchema.extend({
    /**
     * A guest order only: the private key that opens it without an account (GET /orders/{id}?key=…, its
     * receipt, the socket's `join_order`), for `GUEST_KEY_DAYS` days from its placement.
     */
    guest_key: z.string().optional(),
    /** A guest order only: the web app's path of the order's page with its key (`/orders/{id}?key=…`). */
    status_url: z.string().optional(),
  }),
).meta({ id: 'OrderCreated' });
export type OrderCreated = z.infer<typeof OrderCreatedSchema>;

/** A guest's key to one order (GET /orders/{id}, its receipt): without a bearer token it is required. */
export const OrderKeyQuerySchema = z.object({
  key: text()
    .max(200)
    .optional()
    .describe("A guest order's key (`guest_key` of the order's placement); a wrong or expired one: 404"),
});
