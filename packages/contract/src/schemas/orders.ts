import { z } from 'zod';
import { text } from './common.ts';
import { REJECT_REASON_CODES } from '../reject-reasons.ts';
import { FULFILMENT_STATUSES } from '../order-flow.ts';
import { PAYMENT_STATUSES } from '../payment-flow.ts';
import { savedSchema } from './created.ts';
import { AgeLimitSchema } from './age-limit.ts';
import { OrderTypeSchema, PaymentMethodSchema } from './order-fields.ts';

const ApprovalStatusSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);

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
