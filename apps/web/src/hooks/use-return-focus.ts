import { useLayoutEffect, useRef } from 'react';

/**
 * Remembers what had the focus when a dialog opened and hands it back when it closes. The kit's
 * dialogs are opened by state rather than by a Radix trigger, so Radix has nothing to return to.
 * When the opener was gone by then (the cart bar hides under the cart), the element with the id
 * `fallbackId` gets it. Pass the result as the dialog content's `onCloseAutoFocus`.
 */
export function useReturnFocus(open: boolean, fallbackId?: string) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    // Layout effects run before Radix moves the focus into the dialog.
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  return (event: Event) => {
    const remembered = opener.current;
    opener.current = null;
    const element =
      remembered?.isConnected && remembered !== document.body
        ? remembered
        : fallbackId
          ? document.getElementById(fallbackId)
          : null;
    if (element) {
      event.preventDefault();
      element.focus();
    }
  };
}
