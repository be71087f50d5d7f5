import type { IntlShape } from 'react-intl';
import { storeDay, storeDayText, storeWhenText, type StoreClock } from '@/features/store/store-time.ts';

/** A slot a refusal offers instead: [start, end) as ISO instants. */
export type SlotTime = { start: string; end: string };

/**
 * The days a customer can order for, today first: today … today + `preorder_days` in the store's
 * calendar (days since 1970), as GET /stores/{id}/slots takes them.
 */
export function orderDays(now: number, store: { preorder_days: number; timezone: string }): number[] {
  const today = storeDay(now, store.timezone);
  return Array.from({ length: Math.max(0, store.preorder_days) + 1 }, (_, ahead) => today + ahead);
}

/** The day picker's words for a day: "Today", "Tomorrow", else "Thu 12 Jun". */
export function dayLabel(day: number, now: number, store: StoreClock, intl: IntlShape): string {
  const ahead = day - storeDay(now, store.timezone);
  if (ahead === 0) return intl.formatMessage({ id: 'checkout.day.today' });
  if (ahead === 1) return intl.formatMessage({ id: 'checkout.day.tomorrow' });
  return storeDayText(day, store);
}

/** What the checkout asks after a full slot: "Earliest: 19:45 — order for then?" (issue 13). */
export function earliestSlotText(slot: SlotTime, now: number, store: StoreClock, intl: IntlShape): string {
  return intl.formatMessage(
    { id: 'checkout.slot.earliest' },
    { when: storeWhenText(slot.start, now, store) },
  );
}

/** The button that answers it: "Order for 19:45". */
export function orderForSlotText(slot: SlotTime, now: number, store: StoreClock, intl: IntlShape): string {
  return intl.formatMessage(
    { id: 'checkout.slot.order_for' },
    { when: storeWhenText(slot.start, now, store) },
  );
}
