import type { PaymentMethod } from '@food/contract';
import type { MessageId } from '@food/i18n';
import { Banknote, Bike, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** What the store offers, the ways to pay as its settings say (unknown while the store loads: not named). */
function highlightsOf(paymentMethods: readonly PaymentMethod[] | undefined) {
  const highlights: { icon: typeof Banknote; label: MessageId }[] = [
    { icon: ShoppingBag, label: 'cart.order_type.pickup' },
    { icon: Bike, label: 'cart.order_type.delivery' },
  ];
  const [only, other] = paymentMethods ?? [];
  if (only)
    highlights.push({ icon: Banknote, label: other ? 'store.hero.cash_or_online' : `store.hero.${only}` });
  return highlights;
}

/**
 * A short welcome above the menu: low enough that the first dishes show on the first screen. What the
 * store offers is plain text, not pills, so that nothing here looks like a button it is not; `offers`
 * (its discounts and minimum orders) follows it on the same line where there is room.
 */
export function HeroBanner({
  storeName,
  paymentMethods,
  offers,
}: {
  storeName: string | undefined;
  paymentMethods: readonly PaymentMethod[] | undefined;
  offers?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <section
      aria-labelledby="hero-title"
      className="on-dark relative isolate overflow-hidden rounded-3xl bg-brand-800 text-cream-50 shadow-raised"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_85%_20%,var(--color-brand-600),transparent_55%),radial-gradient(circle_at_10%_110%,var(--color-brand-950),transparent_60%)]"
      />
      <div className="relative px-5 py-5 sm:px-8 sm:py-6 sm:pr-72 lg:py-4 lg:pr-80">
        <p className="text-xs font-bold tracking-[0.18em] text-saffron-200 uppercase">
          {storeName
            ? intl.formatMessage({ id: 'store.hero.welcome_to' }, { store: storeName })
            : intl.formatMessage({ id: 'store.hero.welcome' })}
        </p>
        <h1
          id="hero-title"
          className="mt-1.5 font-display text-2xl leading-tight font-bold sm:text-3xl lg:text-4xl"
        >
          <FormattedMessage id="store.hero.title" />
        </h1>
        <p className="mt-1.5 text-sm text-cream-100 sm:max-w-xl sm:text-base lg:max-w-none">
          <FormattedMessage id="store.hero.text" />
        </p>
        <div className="mt-3 flex flex-wrap items-start gap-x-6 gap-y-2 lg:mt-2">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold text-cream-100">
            {highlightsOf(paymentMethods).map(({ icon: Icon, label }) => (
              <li key={label} className="inline-flex items-center gap-1.5">
                <Icon aria-hidden="true" className="size-4 text-saffron-200" />
                <FormattedMessage id={label} />
              </li>
            ))}
          </ul>
          {offers}
        </div>
      </div>
      <img
        src="/images/hero-dish.svg"
        alt=""
        width={480}
        height={480}
        fetchPriority="high"
        className="pointer-events-none absolute top-1/2 right-8 hidden w-40 -translate-y-1/2 sm:block lg:right-14 lg:w-44"
      />
    </section>
  );
}
