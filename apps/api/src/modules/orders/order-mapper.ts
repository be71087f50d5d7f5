import type {
  AgeLimit,
  ApprovalStatus,
  FulfilmentStatus,
  Order,
  OrderItem,
  OrderRecord,
  OrderType,
  OrderRefund,
  OrderVat,
  PaymentMethod,
  PaymentStatus,
} from '@food/contract';
import { fromMinor, taxIncluded, vatSplit, type VatPart } from '@food/money';
import type { OrderChange } from '../../realtime/order-events.ts';
import type { RefundRow } from '../payments/service.ts';
import type { OrderItemRow, OrderRow, OrderWithLines } from './orders-repository.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * What an order's answer is made of: its row, its items with their options' names and prices, and its
 * payment; the rows read back, or those of an order about to be written.
 */
export interface OrderAnswerRows {
  order: OrderRow;
  items: (Omit<OrderItemRow, 'options'> & {
    options: Pick<OrderItemRow['options'][number], 'optionId' | 'name' | 'kitchenName' | 'priceMinor'>[];
  })[];
  payment: Pick<
    OrderWithLines['payment'],
    'paymentMethod' | 'status' | 'amountMinor' | 'refundedMinor' | 'paidAt' | 'checkoutUrl'
  >;
  refunds: Pick<RefundRow, 'id' | 'amountMinor' | 'reason' | 'status' | 'createdAt'>[];
}

/**
 * Who reads the order, and so in which language its lines are named: the customer in the language they
 * ordered in (their screens and e-mails), the store's staff in its default language (the desk, the
 * ticket, printers).
 */
export type OrderReader = 'customer' | 'kitchen';

function toItem(item: OrderAnswerRows['items'][number], reader: OrderReader): OrderItem {
  const lineTotalMinor = item.unitPriceMinor * item.quantity;
  const kitchen = reader === 'kitchen';
  return {
    id: item.id,
    product_id: item.productId,
    variant_id: item.variantId,
    product_name: kitchen ? item.kitchenProductName : item.productName,
    variant_name: kitchen ? item.kitchenVariantName : item.variantName,
    quantity: item.quantity,
    options: item.options.map((option) => ({
      option_id: option.optionId,
      name: kitchen ? option.kitchenName : option.name,
      price: fromMinor(option.priceMinor),
    })),
    unit_price: fromMinor(item.unitPriceMinor),
    line_total: fromMinor(lineTotalMinor),
    tax_rate: item.taxRateBasisPoints / 100,
    tax_included: fromMinor(taxIncluded(lineTotalMinor, item.taxRateBasisPoints)),
    note: item.note,
  };
}

const toRefund = (refund: OrderAnswerRows['refunds'][number]): OrderRefund => ({
  id: refund.id,
  amount: fromMinor(refund.amountMinor),
  reason: refund.reason,
  status: refund.status as OrderRefund['status'],
  created_at: refund.createdAt.toISOString(),
});

/**
 * The order's amounts per VAT rate, from its lines' grosses and the rates copied into them when it was
 * placed: the receipt's split, and the reports' (which pass the goods summed per rate).
 */
export function orderVatParts(
  order: Pick<OrderRow, 'discountMinor' | 'couponDiscountMinor' | 'deliveryFeeMinor'>,
  lines: { grossMinor: number; rateBasisPoints: number }[],
): VatPart[] {
  return vatSplit({
    lines,
    // The coupon is a discount on the goods too, spread over the rates like the store's.
    discountMinor: order.discountMinor + order.couponDiscountMinor,
    deliveryFeeMinor: order.deliveryFeeMinor,
  });
}

/** The order's VAT per rate, from the rates copied into its lines when it was placed. */
function vatOf({ order, items }: Pick<OrderAnswerRows, 'order' | 'items'>): OrderVat[] {
  const parts = orderVatParts(
    order,
    items.map((item) => ({
      grossMinor: item.unitPriceMinor * item.quantity,
      rateBasisPoints: item.taxRateBasisPoints,
    })),
  );
  return parts.map((part) => ({
    rate: part.rateBasisPoints / 100,
    gross: fromMinor(part.grossMinor),
    net: fromMinor(part.netMinor),
    vat: fromMinor(part.vatMinor),
  }));
}

export function toOrder({ order, items, payment, refunds }: OrderAnswerRows, reader: OrderReader): Order {
  return {
    id: order.id,
    number: order.number,
    store_id: order.storeId,
    user_id: order.userId,
    order_type: order.orderType as OrderType,
    order_status: order.orderStatus,
    approval_status: order.approvalStatus as ApprovalStatus,
    fulfilment_status: order.fulfilmentStatus as FulfilmentStatus | null,
    note: order.note,
    currency: order.currency,
    subtotal: fromMinor(order.subtotalMinor),
    discount: fromMinor(order.discountMinor),
    discount_percent: order.discountPercent,
    discount_id: order.discountId,
    delivery_fee: fromMinor(order.deliveryFeeMinor),
    coupon:
      order.couponCode === null
        ? null
        : { code: order.couponCode, saving: fromMinor(order.couponSavingMinor) },
    total: fromMinor(order.totalMinor),
    vat: vatOf({ order, items }),
    delivery_postcode_id: order.deliveryPostcodeId,
    delivery_postcode: order.deliveryPostcode,
    customer_name: order.customerName,
    phone: order.phone,
    guest_email: order.guestEmail,
    address:
      order.addressLine1 === null
        ? null
        : {
            line1: order.addressLine1,
            area: order.addressArea,
            city: order.addressCity ?? '',
            zip: order.addressZip ?? '',
            country: order.addressCountry ?? '',
          },
    items: items.map((item) => toItem(item, reader)),
    payment: {
      payment_method: payment.paymentMethod as PaymentMethod,
      status: payment.status as PaymentStatus,
      amount: fromMinor(payment.amountMinor),
      refunded_amount: fromMinor(payment.refundedMinor),
      paid_at: iso(payment.paidAt),
      checkout_url: payment.status === 'pending' ? payment.checkoutUrl : null,
      refunds: refunds.map(toRefund),
    },
    answer_deadline: iso(order.answerDeadline),
    answered_at: iso(order.answeredAt),
    ready_at: iso(order.readyAt),
    scheduled_for: iso(order.scheduledFor),
    reject_reason_code: order.rejectReasonCode,
    reject_reason: order.rejectReason,
    age_limit: order.ageLimit as AgeLimit | null,
    sold_out_product_ids: order.soldOutProductIds,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
  };
}

/** The order's state fields, as the order flow reads them. */
export const orderRecord = (order: OrderRow): OrderRecord => ({
  order_type: order.orderType,
  approval_status: order.approvalStatus,
  fulfilment_status: order.fulfilmentStatus as FulfilmentStatus | null,
});

/** What an `order_updated` event tells of the order. */
export function orderChange(order: OrderRow): OrderChange {
  return {
    id: order.id,
    store_id: order.storeId,
    user_id: order.userId,
    approval_status: order.approvalStatus as ApprovalStatus,
    ready_at: iso(order.readyAt),
    reject_reason_code: order.rejectReasonCode,
    reject_reason: order.rejectReason,
    fulfilment_status: order.fulfilmentStatus as FulfilmentStatus | null,
  };
}
