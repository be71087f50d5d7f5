import type { Product } from '@food/contract';

type SoldOut = Pick<Product, 'sold_out' | 'sold_out_until'>;
type StoreClock = { locale: string; timezone: string } | undefined;

const DAY_MS = 86_400_000;

/** Sold out at `now`: a time it was sold out until ends it by itself, even before the list is read again. */
export function isSoldOutNow(product: SoldOut, now: Date): boolean {
  if (!product.sold_out) return false;
  return product.sold_out_until === null || new Date(product.sold_out_until).getTime() > now.getTime();
}

function format(store: StoreClock, options: Intl.DateTimeFormatOptions) {
  try {
    return new Intl.DateTimeFormat(store?.locale ?? 'en-GB', { ...options, timeZone: store?.timezone });
  } catch {
    return new Intl.DateTimeFormat('en-GB', options);
  }
}

/** The calendar day of `date` on the store's wall clock, as a day number (to count days between). */
function storeDay(date: Date, store: StoreClock): number {
  const parts = format(store, { year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(date);
  const part = (type: string) => Number(parts.find((each) => each.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS;
}

/**
 * How the desk's sold-out switch describes a product: "Available", "Sold out · back tomorrow" (sold
 * out tonight: until the store's midnight), or when else it comes back.
 */
export function soldOutText(product: SoldOut, now: Date, store: StoreClock): string {
  if (!isSoldOutNow(product, now)) return 'Available';
  if (product.sold_out_until === null) return 'Sold out until you switch it back on';
  const until = new Date(product.sold_out_until);
  const time = format(store, { timeStyle: 'short' }).format(until);
  const days = storeDay(until, store) - storeDay(now, store);
  if (days === 0) return `Sold out · back at ${time}`;
  if (days === 1) {
    const midnight = storeDay(new Date(until.getTime() - 1), store) < storeDay(until, store);
    return midnight ? 'Sold out · back tomorrow' : `Sold out · back tomorrow at ${time}`;
  }
  return `Sold out · back on ${format(store, { dateStyle: 'medium', timeStyle: 'short' }).format(until)}`;
}
