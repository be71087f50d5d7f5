import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** A checkout page with one message in a centred card: the empty cart, the return from the payment page. */
export function CheckoutPanel({
  title,
  status = false,
  children,
}: {
  /** The page's name in the browser tab. */
  title: string;
  /** The message is a status that screen readers read out as it changes. */
  status?: boolean;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <title>{intl.formatMessage({ id: 'checkout.document_title' }, { title })}</title>
      <div
        {...(status ? { role: 'status' } : {})}
        className="flex flex-col items-center rounded-3xl bg-white p-8 text-center shadow-card ring-1 ring-cream-200"
      >
        {children}
      </div>
    </div>
  );
}
