import type { Order, Store } from '@food/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { announce } from '../announcer.ts';
import { acceptedOrdersQueryOptions } from '../api/desk-orders.ts';
import { usePrepMinutes } from '../api/store-settings.ts';
import { playChime } from '../chime.ts';
import { dueReminders, reminderAnnouncement, type Scheduled } from '../reminders.ts';
import { markReminded, remindedOrders } from '../seen-orders.ts';

/**
 * The scheduled orders the kitchen should start on now (reminders.ts). Each one rings the chime and is
 * announced once on this device, the first time it is due while the desk is open.
 */
export function usePrepReminders(storeId: number, now: Date, store: Store | undefined): Scheduled<Order>[] {
  const intl = useIntl();
  const accepted = useQuery(acceptedOrdersQueryOptions()).data?.data;
  const prepMinutes = usePrepMinutes(storeId);
  // Only once all is read: without the store its slots would be told on this device's clock.
  const due = useMemo(
    () => (accepted && store && prepMinutes !== undefined ? dueReminders(accepted, now, prepMinutes) : []),
    [accepted, store, now, prepMinutes],
  );

  useEffect(() => {
    // Read at the time of the effect, so that running it twice rings once.
    const fresh = due.filter((order) => !remindedOrders.get().has(order.id));
    if (fresh.length === 0) return;
    for (const order of fresh) markReminded(order.id);
    playChime();
    // One sentence per order.
    announce(fresh.map((order) => reminderAnnouncement(order, now, store, intl)).join(' '));
  }, [due, now, store, intl]);

  return due;
}
