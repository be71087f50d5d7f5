import { ROLE, type DeskOrdersPage, type DeskOrdersQuery, type Order } from '@food/contract';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthUser } from '../auth/service.ts';
import { getStore } from '../stores/service.ts';
import { countPendingOrders, listStoreOrdersPage } from './desk-repository.ts';
import { toOrder, type OrderReader } from './order-mapper.ts';
import { findOrder, listOrders } from './orders-repository.ts';
import { hasGuestKey } from './guest-keys.ts';
import { countOrdersPerHour, findTodayTotals, type HourCount, type TodayTotals } from './stats-repository.ts';

export const orderNotFound = (id: number) => new AppError('order_not_found', { id: String(id) });

const isStoreAdmin = (user: AuthUser) => user.roleId === ROLE.storeAdmin;

/** A store's administrator reads orders as its kitchen does; a customer their own, as they ordered. */
const readerOf = (user: AuthUser): OrderReader => (isStoreAdmin(user) ? 'kitchen' : 'customer');

/** A customer sees their own orders, an administrator those of their store; others get 404. */
export async function getOrder(db: Database, user: AuthUser, id: number): Promise<Order> {
  const found = await findOrder(db, id);
  // The restaurant has only the orders on its desk: one awaiting its payment is not there yet.
  const visible =
    found &&
    (isStoreAdmin(user)
      ? found.order.storeId === user.storeId && found.order.number !== null
      : found.order.userId === user.id);
  if (!visible) throw orderNotFound(id);
  return toOrder(found, readerOf(user));
}

/**
 * Without an account, only a key the order's guest holds opens it: a wrong or expired one answers 404, as
 * an unknown order does; none at all 401 (a customer whose login ended is asked to log in again).
 */
export async function requireGuestKey(
  { db, clock }: { db: Database; clock: Clock },
  id: number,
  key: string | undefined,
): Promise<void> {
  if (key === undefined) throw new AppError('unauthorized');
  if (!(await hasGuestKey(db, id, key, clock.now()))) throw orderNotFound(id);
}

/** A guest's order, as they ordered it; its key checked before (`requireGuestKey`). */
export async function getGuestOrder(db: Database, id: number): Promise<Order> {
  const found = await findOrder(db, id);
  if (!found) throw orderNotFound(id);
  return toOrder(found, 'customer');
}

export async function listOrdersOf(db: Database, user: AuthUser, limit: number): Promise<Order[]> {
  const owner = isStoreAdmin(user) && user.storeId !== null ? { storeId: user.storeId } : { userId: user.id };
  return (await listOrders(db, owner, limit)).map((order) => toOrder(order, readerOf(user)));
}

/** The order desk's list: newest first, filtered, searched and paged, with the store's pending count. */
export async function listDeskOrders(
  { db, clock }: { db: Database; clock: Clock },
  storeId: number,
  query: DeskOrdersQuery,
): Promise<DeskOrdersPage> {
  const { timezone } = await getStore(db, storeId);
  const [{ rows, total }, pendingCount] = await Promise.all([
    listStoreOrdersPage(db, storeId, {
      filter: query.filter,
      search: query.search,
      today: { now: clock.now(), timeZone: timezone },
      limit: query.page_size,
      offset: (query.page - 1) * query.page_size,
    }),
    countPendingOrders(db, storeId),
  ]);
  return {
    // The desk lists only orders with their number (onTheDesk).
    data: rows.map((order) => ({ ...toOrder(order, 'kitchen'), number: order.order.number! })),
    total,
    page: query.page,
    page_size: query.page_size,
    pending_count: pendingCount,
  };
}

/** A store's day in its time zone: today's totals, and its orders per local hour today and on the `days` before. */
export async function storeDayStats(
  { db, clock }: { db: Database; clock: Clock },
  storeId: number,
  { timeZone, days }: { timeZone: string; days: number },
): Promise<{ totals: TodayTotals; hours: HourCount[] }> {
  const now = clock.now();
  const [totals, hours] = await Promise.all([
    findTodayTotals(db, storeId, now, timeZone),
    countOrdersPerHour(db, storeId, now, timeZone, days),
  ]);
  return { totals, hours };
}
