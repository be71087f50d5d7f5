import { Banknote, Bike, ShoppingBag } from 'lucide-react';

const highlights = [
  { icon: ShoppingBag, label: 'Pickup' },
  { icon: Bike, label: 'Delivery' },
  { icon: Banknote, label: 'Pay in cash' },
] as const;

export function HeroBanner({ storeName }: { storeName: string | undefined }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="on-dark relative isolate overflow-hidden rounded-3xl bg-brand-800 text-cream-50 shadow-raised"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_85%_20%,var(--color-brand-600),transparent_55%),radial-gradient(circle_at_10%_110%,var(--color-brand-950),transparent_60%)]"
      />
      <div className="relative max-w-xl px-6 py-9 sm:px-10 sm:py-14 lg:py-16">
        <p className="text-xs font-bold tracking-[0.18em] text-saffron-200 uppercase sm:text-sm">
          {storeName ? `Welcome to ${storeName}` : 'Welcome'}
        </p>
        <h1 id="hero-title" className="mt-3 font-display text-3xl leading-[1.1] font-bold sm:text-5xl">
          Good food, made fresh to order
        </h1>
        <p className="mt-4 max-w-md text-base text-cream-100 sm:text-lg">
          Pick your favourites from the menu, then collect them or have them brought to your door.
        </p>
        <ul className="mt-6 flex flex-wrap gap-2">
          {highlights.map(({ icon: Icon, label }) => (
            <li
              key={label}
              className="inline-flex items-center gap-1.5 rounded-full bg-white/12 px-3 py-1.5 text-sm font-semibold ring-1 ring-white/20"
            >
              <Icon aria-hidden="true" className="size-4 text-saffron-200" />
              {label}
            </li>
          ))}
        </ul>
      </div>
      <img
        src="/images/hero-dish.svg"
        alt=""
        width={480}
        height={480}
        fetchPriority="high"
        className="pointer-events-none absolute -right-24 -bottom-36 w-64 opacity-30 sm:-right-10 sm:-bottom-24 sm:w-80 sm:opacity-100 lg:top-1/2 lg:right-10 lg:bottom-auto lg:w-[24rem] lg:-translate-y-1/2"
      />
    </section>
  );
}
