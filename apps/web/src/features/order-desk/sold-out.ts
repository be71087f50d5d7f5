import type { Product } from '@food/contract';
import type { IntlShape } from 'react-intl';
import { getIntl } from '@/lib/i18n/language.ts';
import { soldOutLabel } from '@/lib/sold-out-label.ts';
import { isSoldOut } from '@/lib/sold-out.ts';

type SoldOut = Pick<Product, 'sold_out' | 'sold_out_until'>;

/**
 * How the desk's sold-out switch describes a product: "Available", the storefront's own words for when
 * it comes back ("Sold out · back tomorrow" when sold out tonight), or that it waits for the switch.
 */
export function soldOutText(
  product: SoldOut,
  now: Date,
  timeZone: string | undefined,
  intl: IntlShape = getIntl(),
): string {
  if (!isSoldOut(product, now.getTime())) return intl.formatMessage({ id: 'desk.sold_out.available' });
  if (product.sold_out_until === null) return intl.formatMessage({ id: 'desk.sold_out.until_switched' });
  // Until the store is loaded, the device's own time zone.
  const zone = timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return soldOutLabel(product.sold_out_until, now.getTime(), zone, intl);
}
