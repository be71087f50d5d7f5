import { APPROVAL_STATUS, type Order } from '@food/contract';
import type { IntlShape } from 'react-intl';
import { getIntl } from '@/lib/i18n/language.ts';
import { slotText } from './slot-time.ts';

const MINUTE_MS = 60_000;
/**
 * How long after its slot's start a scheduled order nobody started is still worth a reminder: it is
 * late then, not forgotten, and older ones must not pile up on the desk.
 */
const REMIND_AFTER_SLOT_MS = 60 * MINUTE_MS;

type ReminderFields = Pick<Order, 'approval_status' | 'fulfilment_status' | 'scheduled_for'>;
/** An order for a slot. */
export type Scheduled<T> = T & { scheduled_for: string };

/** When the kitchen should start on a scheduled order: its slot's start less the store's preparation time. */
export function startPreparingAt(scheduledFor: string, prepMinutes: number): Date {
  return new Date(new Date(scheduledFor).getTime() - prepMinutes * MINUTE_MS);
}

/**
 * The accepted scheduled orders whose preparation should have started by `now` and has not, earliest
 * slot first: from `prepMinutes` before the slot until an hour after its start.
 */
export function dueReminders<T extends ReminderFields>(
  orders: readonly T[],
  now: Date,
  prepMinutes: number,
): Scheduled<T>[] {
  const time = now.getTime();
  return orders
    .filter((order): order is Scheduled<T> => {
      if (!order.scheduled_for) return false;
      if (order.approval_status !== APPROVAL_STATUS.accepted || order.fulfilment_status !== null)
        return false;
      const slot = new Date(order.scheduled_for).getTime();
      return (
        startPreparingAt(order.scheduled_for, prepMinutes).getTime() <= time &&
        time < slot + REMIND_AFTER_SLOT_MS
      );
    })
    .sort((a, b) => Date.parse(a.scheduled_for) - Date.parse(b.scheduled_for));
}

type ReminderMessage = (
  order: Scheduled<Pick<Order, 'number'>>,
  now: Date,
  store: { locale: string; timezone: string } | undefined,
  intl?: IntlShape,
) => string;

const reminderMessage =
  (id: 'desk.reminders.text' | 'desk.announce.reminder'): ReminderMessage =>
  (order, now, store, intl = getIntl()) =>
    intl.formatMessage(
      { id },
      { number: order.number, slot: slotText(order.scheduled_for, now, store, intl) },
    );

/** "Start preparing: #12 for 19:30", in the reader's language. */
export const reminderText = reminderMessage('desk.reminders.text');

/** The reminder as a sentence for the live region: "Start preparing: #12 for 19:30." */
export const reminderAnnouncement = reminderMessage('desk.announce.reminder');
