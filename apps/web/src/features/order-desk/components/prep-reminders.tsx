import type { Order } from '@food/contract';
import { BellRing } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button.tsx';
import { reminderText, type Scheduled } from '../reminders.ts';

/** Above the desk's list: each scheduled order the kitchen should start on now, with a way to open it. */
export function PrepReminders({
  orders,
  now,
  store,
  onOpen,
}: {
  orders: Scheduled<Order>[];
  now: Date;
  store: { locale: string; timezone: string } | undefined;
  onOpen: (id: number) => void;
}) {
  const intl = useIntl();
  if (orders.length === 0) return null;
  return (
    <section aria-label={intl.formatMessage({ id: 'desk.reminders.label' })} className="mb-4 space-y-2">
      {orders.map((order) => (
        <div
          key={order.id}
          className="flex items-center gap-3 rounded-2xl bg-saffron-200 p-3 shadow-card ring-2 ring-saffron-400 sm:px-4"
        >
          <BellRing aria-hidden="true" className="size-5 shrink-0 text-ink-900 motion-safe:animate-pulse" />
          <p className="min-w-0 flex-1 font-semibold text-ink-900">{reminderText(order, now, store, intl)}</p>
          <Button
            variant="secondary"
            onClick={() => onOpen(order.id)}
            aria-label={intl.formatMessage({ id: 'desk.reminders.open_label' }, { number: order.number })}
          >
            <FormattedMessage id="desk.reminders.open" />
          </Button>
        </div>
      ))}
    </section>
  );
}
