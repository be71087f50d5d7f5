import type { Language, Order } from '@food/contract';
import { translate } from '@food/i18n/server';

/**
 * A rejection's reason as its reader reads it: a preset in the reader's language (the sold-out one with
 * what the restaurant named), a reason the restaurant wrote itself as written.
 */
export function rejectReasonText(
  order: Pick<Order, 'reject_reason_code' | 'reject_reason'>,
  language: Language,
): string {
  const { reject_reason_code: code, reject_reason: text } = order;
  if (code === 'sold_out' && text)
    return translate(language, 'orders.reject.sold_out_items', { items: text });
  if (code) return translate(language, `orders.reject.${code}`);
  return text ?? '';
}
