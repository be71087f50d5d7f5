import type { Language, Order } from '@food/contract';

/** A rejection's reason as its reader reads it. */
export function rejectReasonText(order: Pick<Order, 'reject_reason'>, _language: Language): string {
  return order.reject_reason ?? '';
}
