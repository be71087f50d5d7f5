import { AlertDialog } from 'radix-ui';
import { FormattedMessage } from 'react-intl';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useReturnFocus } from '@/hooks/use-return-focus.ts';

/** A refund about to be made: the amount as the desk shows money, and its reason. */
export type RefundToConfirm = { amount: string; reason: string };

/** "Refund €2.50?": money leaves only once the amount is confirmed; Cancel changes nothing. */
export function RefundConfirm({
  refund,
  orderNumber,
  onCancel,
  onConfirm,
}: {
  refund: RefundToConfirm | null;
  orderNumber: number | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const returnFocus = useReturnFocus(refund !== null);
  return (
    <AlertDialog.Root open={refund !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-950/50" />
        <AlertDialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-raised outline-none"
        >
          <AlertDialog.Title className="font-display text-2xl font-bold text-ink-900">
            <FormattedMessage id="desk.order.refund.confirm_title" values={{ amount: refund?.amount }} />
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-700">
            <FormattedMessage
              id="desk.order.refund.confirm_text"
              values={{ amount: refund?.amount, number: String(orderNumber ?? ''), reason: refund?.reason }}
            />
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse justify-end gap-3 sm:flex-row">
            <AlertDialog.Cancel className={buttonClasses({ variant: 'secondary' })}>
              <FormattedMessage id="desk.order.refund.confirm_cancel" />
            </AlertDialog.Cancel>
            <AlertDialog.Action onClick={onConfirm} className={buttonClasses({ variant: 'danger' })}>
              <FormattedMessage id="desk.order.refund.confirm_action" values={{ amount: refund?.amount }} />
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
