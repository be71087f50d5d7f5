import type { Order } from '@food/contract';
import { fulfilmentSteps, orderState, type OrderState } from '@food/contract/order-flow';
import { Check } from 'lucide-react';
import { useIntl } from 'react-intl';
import { cn } from '@/lib/cn.ts';

/**
 * An accepted order's way to the customer, live: accepted, then each kitchen step of its type (being
 * prepared, ready for pickup or on its way, collected or delivered), the ones done ticked, the one it
 * is at marked as the current step. A skipped step counts as done.
 */
export function OrderProgress({
  order,
}: {
  order: Pick<Order, 'order_type' | 'approval_status' | 'fulfilment_status'>;
}) {
  const intl = useIntl();
  const steps: OrderState[] = ['accepted', ...fulfilmentSteps(order.order_type)];
  const at = steps.indexOf(orderState(order));
  return (
    <ol
      aria-label={intl.formatMessage({ id: 'orders.waiting.progress' })}
      className="mt-5 flex w-full max-w-md flex-col gap-2 text-left sm:flex-row sm:gap-1"
    >
      {steps.map((step, index) => {
        const done = index <= at;
        return (
          <li
            key={step}
            aria-current={index === at ? 'step' : undefined}
            className={cn(
              'flex flex-1 items-center gap-2 rounded-xl px-3 py-2 text-sm sm:flex-col sm:gap-1 sm:text-center',
              index === at ? 'bg-herb-50 font-bold text-herb-700 ring-1 ring-herb-700/25' : 'text-ink-600',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'grid size-6 shrink-0 place-items-center rounded-full text-xs font-bold',
                done ? 'bg-herb-700 text-white' : 'bg-cream-100 text-ink-600 ring-1 ring-ink-700/20',
              )}
            >
              {done && <Check className="size-3.5" />}
            </span>
            {intl.formatMessage({ id: `orders.state.${step}` })}
          </li>
        );
      })}
    </ol>
  );
}
