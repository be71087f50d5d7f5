import { Minus, Plus } from 'lucide-react';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '@/lib/cn.ts';

type QuantityStepperProps = {
  quantity: number;
  /** What is counted, for the buttons' names: "Wiener Schnitzel (Large)". */
  itemName: string;
  onDecrease: () => void;
  onIncrease: () => void;
  decreaseLabel?: string;
  increaseLabel?: string;
  /** Whether the buttons open a dialog instead of changing the number at once. */
  opensDialog?: boolean;
  canDecrease?: boolean;
  canIncrease?: boolean;
  tone?: 'solid' | 'soft';
  className?: string;
  /** The + button, for a control that hands it the focus. */
  increaseRef?: Ref<HTMLButtonElement>;
  increaseId?: string;
};

/** − quantity +, with the number announced when it changes. */
export function QuantityStepper({
  quantity,
  itemName,
  onDecrease,
  onIncrease,
  decreaseLabel,
  increaseLabel,
  opensDialog = false,
  canDecrease = true,
  canIncrease = true,
  tone = 'solid',
  className,
  increaseRef,
  increaseId,
}: QuantityStepperProps) {
  const intl = useIntl();
  const button = cn(
    'grid size-11 shrink-0 place-items-center rounded-[0.625rem] transition-colors disabled:cursor-not-allowed disabled:opacity-45 sm:size-9 [&_svg]:size-4',
    tone === 'solid' ? 'hover:bg-white/15 active:bg-white/25' : 'text-brand-700 hover:bg-brand-100',
  );
  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'cart.stepper.group' }, { name: itemName })}
      className={cn(
        'inline-flex items-center rounded-xl p-0.5 font-bold',
        tone === 'solid'
          ? 'on-dark bg-brand-600 text-white shadow-sm'
          : 'bg-white text-ink-900 ring-1 ring-cream-300',
        className,
      )}
    >
      <button
        type="button"
        className={button}
        onClick={onDecrease}
        disabled={!canDecrease}
        aria-label={decreaseLabel ?? intl.formatMessage({ id: 'cart.stepper.decrease' }, { name: itemName })}
        aria-haspopup={opensDialog ? 'dialog' : undefined}
      >
        <Minus aria-hidden="true" strokeWidth={2.75} />
      </button>
      <span
        aria-live="polite"
        aria-atomic="true"
        className="min-w-6 text-center sm:min-w-7 text-sm tabular-nums"
      >
        {quantity}
      </span>
      <button
        ref={increaseRef}
        id={increaseId}
        type="button"
        className={button}
        onClick={onIncrease}
        disabled={!canIncrease}
        aria-label={increaseLabel ?? intl.formatMessage({ id: 'cart.stepper.increase' }, { name: itemName })}
        aria-haspopup={opensDialog ? 'dialog' : undefined}
      >
        <Plus aria-hidden="true" strokeWidth={2.75} />
      </button>
    </div>
  );
}
