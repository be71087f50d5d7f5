import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useReturnFocus } from '@/hooks/use-return-focus.ts';
import { cn } from '@/lib/cn.ts';

type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  size?: 'md' | 'lg';
  /** A static modal (spec: the postcode picker) closes only through its own buttons, not Escape or a click outside. */
  dismissible?: boolean;
  /** The id of the element that gets the focus back when the one that opened the modal is gone. */
  returnFocusTo?: string;
};

/**
 * A dialog with a focus trap, Escape to close and focus returned to the opener. Its content is
 * unmounted when it closes, so a form inside starts empty the next time (spec §4: closing clears fields).
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
  dismissible = true,
  returnFocusTo,
}: ModalProps) {
  const intl = useIntl();
  const returnFocus = useReturnFocus(open, returnFocusTo);
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-950/50 backdrop-blur-[2px]" />
        <Dialog.Content
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          onCloseAutoFocus={returnFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white shadow-raised outline-none',
            'sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[88dvh] sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
            size === 'lg' ? 'sm:max-w-2xl' : 'sm:max-w-lg',
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-cream-200 px-5 py-4 sm:px-6">
            <div>
              <Dialog.Title className="font-display text-xl font-bold text-ink-900">{title}</Dialog.Title>
              {description && (
                <Dialog.Description className="mt-1 text-sm text-ink-600">{description}</Dialog.Description>
              )}
            </div>
            <Dialog.Close
              aria-label={intl.formatMessage({ id: 'store.ui.close' })}
              className="-m-1.5 grid size-11 shrink-0 place-items-center rounded-xl text-ink-700 hover:bg-cream-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="overflow-y-auto px-5 py-5 sm:px-6">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The buttons at the end of a modal's form. */
export function ModalActions({ children }: { children: ReactNode }) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 border-t border-cream-200 pt-5 sm:flex-row sm:justify-end">
      {children}
    </div>
  );
}

/**
 * The buttons of a long modal's form, kept in view at the bottom of the modal however far it scrolls
 * (issue 33: on a phone, Add to cart sat below the fold), with a note above them: why the form cannot
 * go on yet, in a live region so that it is heard when it appears.
 */
export function StickyModalActions({
  note,
  noteId,
  children,
}: {
  note: string | null;
  noteId: string;
  children: ReactNode;
}) {
  return (
    <div className="sticky bottom-0 z-10 -mx-5 mt-6 -mb-5 border-t border-cream-200 bg-white px-5 pt-4 pb-5 sm:-mx-6 sm:px-6">
      <p id={noteId} aria-live="polite" className="mb-3 text-sm font-semibold text-danger-700 empty:hidden">
        {note}
      </p>
      <div className="flex gap-3 sm:justify-end">{children}</div>
    </div>
  );
}

/** A modal that adds (`editing` is `'new'`) or edits an item; its form mounts only while it is open. */
export function EditorModal<T>({
  editing,
  onClose,
  titles,
  description,
  children,
}: {
  editing: T | 'new' | null;
  onClose: () => void;
  titles: { add: string; edit: string };
  description?: string;
  children: (item: T | null) => ReactNode;
}) {
  return (
    <Modal
      open={editing !== null}
      onOpenChange={(open) => !open && onClose()}
      title={editing === 'new' ? titles.add : titles.edit}
      description={description}
    >
      {editing !== null && children(editing === 'new' ? null : editing)}
    </Modal>
  );
}
