import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button.tsx';
import { AcceptTerms } from './accept-terms.tsx';

/**
 * The one Place Order button with the total. Phones: a bar fixed to the bottom of the screen, saying
 * there why the button is off; wide screens: in the summary.
 */
export function PlaceBar({
  blocker,
  total,
  onPlace,
  disabled,
  label,
}: {
  /** Why the order cannot be placed yet, or null. */
  blocker: string | null;
  total: string;
  onPlace: () => void;
  disabled: boolean;
  label: string;
}) {
  const intl = useIntl();
  const blockerId = useId();
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-cream-200 bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-raised lg:static lg:z-auto lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none">
      <AcceptTerms />
      <div className="mx-auto flex max-w-2xl items-center gap-4">
        <p className="min-w-0 flex-1 leading-tight lg:hidden">
          {blocker ? (
            <span id={blockerId} aria-hidden="true" className="block text-xs font-semibold text-danger-700">
              {blocker}
            </span>
          ) : (
            <span className="block text-xs font-medium text-ink-600">
              {intl.formatMessage({ id: 'checkout.bar.total' })}
            </span>
          )}
          <span className="block text-lg font-bold text-ink-900 tabular-nums">{total}</span>
        </p>
        <Button
          size="lg"
          className="lg:w-full"
          onClick={onPlace}
          aria-describedby={blocker ? blockerId : undefined}
          disabled={disabled}
        >
          {label}
        </Button>
      </div>
    </div>
  );
}
