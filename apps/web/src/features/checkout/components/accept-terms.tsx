import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { paths } from '@/config/paths.ts';

/**
 * The line just above Place Order: ordering accepts the store's terms and privacy policy, each a link.
 * They open in a new tab, so that the checkout keeps what the customer filled in.
 */
export function AcceptTerms() {
  const link = (href: string) => (chunks: ReactNode) => (
    <a href={href} target="_blank" rel="noopener" className="font-semibold text-ink-800 underline">
      {chunks}
      <span className="sr-only">
        <FormattedMessage id="checkout.place.new_tab" />
      </span>
    </a>
  );
  return (
    <p className="mx-auto mb-2 max-w-2xl text-xs text-ink-600 lg:mb-3">
      <FormattedMessage
        id="checkout.place.accept_terms"
        values={{ terms: link(paths.terms.getHref()), privacy: link(paths.privacy.getHref()) }}
      />
    </p>
  );
}
