import type { Order, Store } from '@food/contract';
import { MousePointerClick } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { failureMessage } from '@/lib/form-errors.ts';
import { OrderDetail } from './order-detail.tsx';

/** The open order, or why it is not there yet: loading, or it could not be read. */
export function DeskDetailPane({
  order,
  error,
  store,
  money,
  wide,
  onClose,
}: {
  order: Order | undefined;
  error: Error | null;
  store: Store | undefined;
  money: (amount: number) => string;
  /** Beside the list; otherwise it replaces the list and Back returns to it. */
  wide: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  if (order) {
    return (
      <OrderDetail
        order={order}
        store={store}
        money={money}
        onBack={wide ? undefined : onClose}
        focusOnShow={!wide}
      />
    );
  }
  if (error) {
    return (
      <div className="space-y-3">
        {!wide && (
          <Button variant="ghost" size="sm" onClick={onClose}>
            <FormattedMessage id="desk.board.back_to_orders" />
          </Button>
        )}
        <ErrorAlert
          title={failureMessage(error, intl.formatMessage({ id: 'desk.board.order_load_failed' }))}
        />
      </div>
    );
  }
  return (
    <div
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'desk.board.loading_order' })}
      className="space-y-4 rounded-2xl bg-white p-6 shadow-card"
    >
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/** Beside the list while no order is open. */
export function OpenAnOrderHint() {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-cream-300 bg-white/60 px-6 py-16 text-center">
      <MousePointerClick aria-hidden="true" className="mb-3 size-8 text-ink-600" />
      <p className="font-display text-lg font-semibold text-ink-900">
        <FormattedMessage id="desk.board.open_hint.title" />
      </p>
      <p className="mt-1 max-w-xs text-sm text-ink-700">
        <FormattedMessage id="desk.board.open_hint.text" />
      </p>
    </div>
  );
}
