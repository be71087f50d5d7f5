import type { Order } from '@food/contract';
import type { RejectReasonCode } from '@food/contract/reject-reasons';
import type { IntlShape } from 'react-intl';

/** A preset reason's words in the reader's language (the desk's choices, and the server's `no_answer`). */
export const rejectReasonLabel = (code: RejectReasonCode, intl: IntlShape): string =>
  intl.formatMessage({ id: `orders.reject.${code}` });

/**
 * A rejection's reason as its reader reads it: a preset in the active language, the sold-out one with
 * what the restaurant named, and a reason the restaurant wrote itself as written; null for none.
 */
export function rejectReasonText(
  order: Pick<Order, 'reject_reason_code' | 'reject_reason'>,
  intl: IntlShape,
): string | null {
  const { reject_reason_code: code, reject_reason: text } = order;
  if (code === 'sold_out' && text)
    return intl.formatMessage({ id: 'orders.reject.sold_out_items' }, { items: text });
  if (code) return rejectReasonLabel(code, intl);
  return text || null;
}
