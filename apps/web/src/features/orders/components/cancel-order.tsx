import type { MessageId } from '@food/i18n';
import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button.tsx';
import { failureMessage } from '@/lib/form-errors.ts';
import { useCancelOrder } from '../api/orders.ts';

/**
 * "Cancel order" of a pending order placed by mistake, with one confirming step: the first press asks,
 * the second cancels. If the restaurant answered meanwhile, the server's reason shows and the order is
 * read again, so that its answer takes over the view.
 */
export function CancelOrder({ orderId, orderNumber }: { orderId: number; orderNumber: number }) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const cancel = useCancelOrder(orderId);
  const text = (id: MessageId, values?: Record<string, number>) => intl.formatMessage({ id }, values);

  if (!asking) {
    return (
      <Button variant="secondary" onClick={() => setAsking(true)}>
        <Ban aria-hidden="true" />
        {text('orders.waiting.cancel')}
      </Button>
    );
  }
  return (
    <div className="flex max-w-sm flex-col items-center gap-3 rounded-2xl bg-cream-100 p-4 ring-1 ring-cream-200">
      <p className="text-sm font-semibold text-ink-900">
        {text('orders.waiting.cancel_confirm', { number: orderNumber })}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button disabled={cancel.isPending} onClick={() => cancel.mutate()}>
          {text('orders.waiting.cancel_yes')}
        </Button>
        <Button variant="secondary" disabled={cancel.isPending} onClick={() => setAsking(false)}>
          {text('orders.waiting.cancel_keep')}
        </Button>
      </div>
      {cancel.isError && (
        <p role="alert" className="text-sm text-danger-700">
          {failureMessage(cancel.error, text('orders.waiting.cancel_failed'))}
        </p>
      )}
    </div>
  );
}
