import { useLayoutEffect, useRef } from 'react';

/**
 * Remembers what had the focus when a dialog opened and hands it back when it closes. The kit's
 * dialogs are opened by state rather than by a Radix trigger, so Radix has nothing to return to.
 * Pass the result as the dialog content's `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    // Layout effects run before Radix moves the focus into the dialog.
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  return (event: Event) => {
    const element = opener.current;
    opener.current = null;
    if (element?.isConnected) {
      event.preventDefault();
      element.focus();
    }
  };
}
