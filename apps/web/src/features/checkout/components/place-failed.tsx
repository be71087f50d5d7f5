import { useIntl } from 'react-intl';
import { ErrorAlert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import type { StoreClock } from '@/features/store/store-time.ts';
import { isApiError } from '@/lib/api-client.ts';
import { earliestSlotText, orderForSlotText, type SlotTime } from '../schedule.ts';

/**
 * Place Order was refused: with the earliest slot still free, a button to order for it; else why, and
 * for a refused coupon a button to drop it.
 */
export function PlaceFailed({
  error,
  nextSlot,
  clock,
  now,
  busy,
  refusedCoupon,
  onOrderForSlot,
  onDropCoupon,
}: {
  error: Error;
  nextSlot: SlotTime | null;
  clock: StoreClock | undefined;
  now: number;
  busy: boolean;
  refusedCoupon: boolean;
  onOrderForSlot: (slot: SlotTime) => void;
  onDropCoupon: () => void;
}) {
  const intl = useIntl();
  return nextSlot && clock ? (
    <ErrorAlert title={error.message}>
      <p>{earliestSlotText(nextSlot, now, clock, intl)}</p>
      <Button className="mt-2.5" onClick={() => onOrderForSlot(nextSlot)} disabled={busy}>
        {orderForSlotText(nextSlot, now, clock, intl)}
      </Button>
    </ErrorAlert>
  ) : (
    <ErrorAlert title={intl.formatMessage({ id: 'checkout.place.failed' })}>
      {isApiError(error) ? error.message : null}
      {refusedCoupon && (
        <Button className="mt-2.5" variant="secondary" onClick={onDropCoupon}>
          {intl.formatMessage({ id: 'checkout.coupon.drop' })}
        </Button>
      )}
    </ErrorAlert>
  );
}
