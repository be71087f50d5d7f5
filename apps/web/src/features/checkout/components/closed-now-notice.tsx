import { Clock } from 'lucide-react';
import { useIntl } from 'react-intl';
import { closedStoreMessage } from '@/features/cart/components/closed-store.ts';

/** As soon as possible while the store is closed: why, until when, and that a later time can be ordered. */
export function ClosedNowNotice({
  headline,
  reason,
  scheduleInstead,
}: {
  headline: string;
  reason: string;
  scheduleInstead: boolean;
}) {
  const intl = useIntl();
  return (
    <div role="status" className="rounded-xl bg-danger-50 p-3.5 text-sm text-danger-700">
      <p className="flex items-center gap-2 font-bold">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        {closedStoreMessage()}
      </p>
      {headline && <p className="mt-1 pl-6 font-semibold">{headline}</p>}
      {reason && <p className="mt-1 pl-6">{reason}</p>}
      {scheduleInstead && (
        <p className="mt-1 pl-6">{intl.formatMessage({ id: 'checkout.closed.schedule_instead' })}</p>
      )}
    </div>
  );
}
