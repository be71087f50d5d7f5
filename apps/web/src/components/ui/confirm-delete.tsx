import { AlertDialog } from 'radix-ui';
import { FormattedMessage } from 'react-intl';
import { buttonClasses } from './button.tsx';
import { useReturnFocus } from '@/hooks/use-return-focus.ts';

type ConfirmDeleteProps = {
  /** What is about to be deleted, for screen readers and for the person: "the tax Reduced VAT". */
  subject: string | null;
  onCancel: () => void;
  onConfirm: () => void;
};

/** The delete confirmation of spec §8: "Are you sure?" / "You won't be able to revert this!". */
export function ConfirmDelete({ subject, onCancel, onConfirm }: ConfirmDeleteProps) {
  const returnFocus = useReturnFocus(subject !== null);
  return (
    <AlertDialog.Root open={subject !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-950/50" />
        <AlertDialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-raised outline-none"
        >
          <AlertDialog.Title className="font-display text-2xl font-bold text-ink-900">
            <FormattedMessage id="store.ui.confirm_delete.title" />
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-700">
            <FormattedMessage id="store.ui.confirm_delete.text" />
            {subject && (
              <span className="mt-1 block text-sm text-ink-600">
                <FormattedMessage id="store.ui.confirm_delete.subject" values={{ subject }} />
              </span>
            )}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse justify-center gap-3 sm:flex-row">
            <AlertDialog.Cancel className={buttonClasses({ variant: 'secondary' })}>
              <FormattedMessage id="store.ui.cancel" />
            </AlertDialog.Cancel>
            <AlertDialog.Action onClick={onConfirm} className={buttonClasses({ variant: 'danger' })}>
              <FormattedMessage id="store.ui.confirm_delete.confirm" />
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
