import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * A link for keyboard users, hidden until it has the focus, that moves the focus to the element with
 * the id `target` (the main content unless told otherwise).
 */
export function SkipLink({
  target = 'main',
  children = <FormattedMessage id="store.ui.skip_to_content" />,
}: {
  target?: string;
  children?: ReactNode;
}) {
  return (
    <a
      href={`#${target}`}
      onClick={(event) => {
        const element = document.getElementById(target);
        if (!element) return;
        // Focused directly: a fragment would change the address and a button is not always focused by it.
        event.preventDefault();
        element.focus();
      }}
      className="sr-only z-100 rounded-xl bg-ink-900 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {children}
    </a>
  );
}
