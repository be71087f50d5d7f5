import type { Dashboard } from '@food/contract';
import { fromMinor } from '@food/money';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { storeDayStats } from '../orders/service.ts';
import { getStore } from '../stores/service.ts';
import { averageOver, perHour } from './hours.ts';

const COMPARED_DAYS = 7;

/** Today's numbers of the store and its orders per hour, all in the store's time zone. */
export async function getDashboard(
  { db, clock }: { db: Database; clock: Clock },
  storeId: number,
): Promise<Dashboard> {
  const store = await getStore(db, storeId);
  const { totals, hours } = await storeDayStats({ db, clock }, storeId, {
    timeZone: store.timezone,
    days: COMPARED_DAYS,
  });
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
  };
}
