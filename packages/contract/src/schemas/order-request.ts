import { z } from 'zod';
import { validationMessage } from './messages.ts';
import { ITEM_NOTE_MAX, ORDER_NOTE_MAX, ORDER_QUANTITY_MAX, ORDER_TYPE } from '../constants.ts';
import { IdSchema, NameSchema, text } from './common.ts';
import { EmailSchema } from './accounts.ts';
import { PhoneSchema, SaveAddressSchema } from './addresses.ts';
import { OrderTypeSchema, PaymentMethodSchema } from './order-fields.ts';

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
