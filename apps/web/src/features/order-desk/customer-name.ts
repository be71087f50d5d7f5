import type { Order } from '@food/contract';
import type { MessageId } from '@food/i18n';
import type { IntlShape } from 'react-intl';

/**
 * The name an order shows for its customer: the one given, "Deleted customer" once the customer deleted
 * their account (no account, no name left), else the place's word for a name not given.
 */
export function customerNameText(
  order: Pick<Order, 'customer_name' | 'user_id'>,
  intl: IntlShape,
  notGiven: MessageId,
): string {
  if (order.customer_name) return order.customer_name;
  return intl.formatMessage({ id: order.user_id === null ? 'desk.order.customer_deleted' : notGiven });
}
