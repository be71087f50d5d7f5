import type { Dashboard } from '@food/contract';
import { fromMinor } from '@food/money';
import type { Clock } from '../../lib/clock.ts';
import { storeDayStats } from '../orders/service.ts';
import { getStore } from '../stores/service.ts';
import { goLiveChecklist, type GoLiveDeps } from './go-live.ts';
import { averageOver, perHour } from './hours.ts';

const COMPARED_DAYS = 7;

/**
 * Today's numbers of the store and its orders per hour, all in the store's time zone, and what it
 * still lacks to go live.
 */
export async function getDashboard(
  { clock, ...deps }: GoLiveDeps & { clock: Clock },
  storeId: number,
): Promise<Dashboard> {
  const { db } = deps;
  const store = await getStore(db, storeId);
  const [{ totals, hours }, goLive] = await Promise.all([
    storeDayStats({ db, clock }, storeId, { timeZone: store.timezone, days: COMPARED_DAYS }),
    goLiveChecklist(deps, store),
  ]);
  return {
    currency: store.currency,
    today: {
      orders: totals.orders,
      revenue: fromMinor(totals.revenueMinor),
      pending: totals.pending,
      average_answer_seconds: totals.averageAnswerSeconds,
    },
    orders_per_hour: {
      today: perHour(hours, (count) => count.today),
      last_7_days: perHour(hours, averageOver(COMPARED_DAYS)),
    },
    go_live: goLive,
  };
}
