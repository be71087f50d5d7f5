import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { StoreDay } from '../stores/service.ts';
import { countWaitingOrders, lockCustomerOrders, type OrderingCustomer } from './open-orders-repository.ts';

export type { OrderingCustomer };

type StoreRow = StoreDay['store'];

/** Whether the store limits its customers' unanswered orders, i.e. `claimOpenOrder` has work to do. */
export const limitsOpenOrders = (store: Pick<StoreRow, 'openOrdersPerCustomer'>) =>
  store.openOrdersPerCustomer !== null;

/**
 * Takes a place among the customer's unanswered orders in the store, in the order's transaction; 429
 * with how many are waiting when the store's limit is reached. An accept or a reject frees a place.
 */
export async function claimOpenOrder(
  db: Database,
  store: Pick<StoreRow, 'id' | 'openOrdersPerCustomer'>,
  customer: OrderingCustomer,
): Promise<void> {
  const limit = store.openOrdersPerCustomer;
  if (limit === null) return;
  await lockCustomerOrders(db, store.id, customer);
  const waiting = await countWaitingOrders(db, store.id, customer);
  if (waiting >= limit) throw new AppError('too_many_open_orders', { waiting });
}
