import type { Order } from '@food/contract';
import { Check } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { cn } from '@/lib/cn.ts';
import { fulfilmentSteps } from '../desk-status.ts';

/** Accepted, then the order type's steps: done ones ticked, the current one marked. */
export function FulfilmentSteps({ order }: { order: Pick<Order, 'order_type' | 'fulfilment_status'> }) {
  const intl = useIntl();
  const steps = ['accepted', ...fulfilmentSteps(order)] as const;
  const currentIndex = order.fulfilment_status === null ? 0 : steps.indexOf(order.fulfilment_status);
  return (
    <ol
      aria-label={intl.formatMessage({ id: 'desk.order.progress' })}
      className="flex flex-wrap gap-x-1 gap-y-2 text-xs font-semibold"
    >
      {steps.map((step, index) => {
        const done = index < currentIndex;
        const current = index === currentIndex;
        const label = intl.formatMessage({ id: `desk.order.step.${step}` });
        return (
          <li
            key={step}
            aria-current={current ? 'step' : undefined}
            className={cn(
              'flex items-center gap-1.5 rounded-full py-1 pr-2.5 pl-1 ring-1',
              done && 'bg-herb-50 text-herb-700 ring-herb-700/25',
              current && 'bg-ink-900 text-white ring-ink-900',
              !done && !current && 'bg-white text-ink-600 ring-cream-300',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'grid size-5 place-items-center rounded-full text-[0.65rem]',
                done ? 'bg-herb-700 text-white' : current ? 'bg-white text-ink-900' : 'bg-cream-200',
              )}
            >
              {done ? <Check className="size-3" /> : index + 1}
            </span>
            {done ? (
              <FormattedMessage
                id="desk.order.step.done"
                values={{ step: label, sr: (chunks) => <span className="sr-only">{chunks}</span> }}
              />
            ) : (
              label
            )}
          </li>
        );
      })}
    </ol>
  );
}
