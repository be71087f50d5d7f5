import { discountCodeFor, isDelivery, type DiscountCode, type OrderType } from '@food/contract';
import { orderTotals } from '@food/money';

export interface PricingInput {
  orderType: OrderType;
  lines: { unitPriceMinor: number; quantity: number }[];
  /** The store's discounts that apply today; the one for the order type is used. */
  discounts: { id: number; code: DiscountCode; value: number }[];
  /** The chosen postcode's fee; a pickup order pays none. */
  deliveryFeeMinor: number;
  /** The chosen postcode's free-delivery threshold, if any. */
  freeDeliveryOverMinor?: number | null;
}

export interface OrderPrice {
  subtotalMinor: number;
  discountMinor: number;
  discountPercent: number;
  discountId: number | null;
  deliveryFeeMinor: number;
  totalMinor: number;
}

/**
 * decisions §2: discount = round(subtotal × percent / 100) of the subtotal only; total = subtotal − discount + fee,
 * the fee waived once subtotal − discount reaches the postcode's free-delivery threshold.
 */
export function priceOrder(input: PricingInput): OrderPrice {
  const discount = input.discounts.find((d) => d.code === discountCodeFor(input.orderType));
  const discountPercent = discount?.value ?? 0;
  const totals = orderTotals({
    lines: input.lines.map((line) => ({ unitMinor: line.unitPriceMinor, quantity: line.quantity })),
    discountPercent,
    deliveryFeeMinor: isDelivery(input.orderType) ? input.deliveryFeeMinor : 0,
    freeDeliveryOverMinor: input.freeDeliveryOverMinor,
  });
  return { ...totals, discountPercent, discountId: discount?.id ?? null };
}
