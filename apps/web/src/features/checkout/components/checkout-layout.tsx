import type { ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';

/**
 * Checkout's two panels (spec §2): on the left the payment method, which becomes the order-status
 * view once the order is placed; on the right the order summary. Stacked on phones, left first.
 */
export function CheckoutLayout({
  left,
  right,
  leftLabel,
  leftRef,
  placed = false,
  payOnline = false,
}: {
  left: ReactNode;
  right: ReactNode;
  leftLabel: string;
  leftRef?: Ref<HTMLElement>;
  /** The order is placed: the intro's "then place it" and how to pay are no longer what is true. */
  placed?: boolean;
  /** The store offers online payment: the intro does not say the order is paid in cash. */
  payOnline?: boolean;
}) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'checkout.title' });
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <title>{intl.formatMessage({ id: 'checkout.document_title' }, { title })}</title>
      <h1 className="font-display text-[1.75rem] leading-tight font-bold text-ink-900 sm:text-4xl">
        {title}
      </h1>
      {!placed && (
        <p className="mt-2 max-w-2xl text-ink-600">
          {intl.formatMessage({ id: payOnline ? 'checkout.intro_choice' : 'checkout.intro' })}
        </p>
      )}
      <div className="mt-7 grid gap-6 lg:mt-9 lg:grid-cols-[minmax(0,1fr)_25rem] lg:items-start lg:gap-8">
        <section
          ref={leftRef}
          tabIndex={-1}
          aria-label={leftLabel}
          className="min-w-0 scroll-mt-[calc(var(--header-height)+1rem)] rounded-3xl bg-white p-5 shadow-card ring-1 ring-cream-200 outline-none sm:p-8"
        >
          {left}
        </section>
        <section
          aria-labelledby="order-summary-title"
          className="min-w-0 rounded-3xl bg-white p-5 shadow-card ring-1 ring-cream-200 sm:p-7 lg:sticky lg:top-[calc(var(--header-height)+1.5rem)]"
        >
          <h2 id="order-summary-title" className="font-display text-xl font-bold text-ink-900">
            {intl.formatMessage({ id: 'checkout.summary.title' })}
          </h2>
          {right}
        </section>
      </div>
    </div>
  );
}
