import type { IntlShape } from 'react-intl';

/**
 * Until when something is sold out, in the store's own time zone; `locale` is the one to write dates in
 * (`useFormatLocale`).
 */
export function soldOutUntilText(
  intl: IntlShape,
  until: string | null,
  store?: { timezone: string; locale: string },
): string {
  const instant = until === null ? null : new Date(until);
  if (instant === null || Number.isNaN(instant.getTime())) {
    return intl.formatMessage({ id: 'catalogue.soldOut.untilAvailable' });
  }
  const when = new Intl.DateTimeFormat(store?.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: store?.timezone,
  }).format(instant);
  return intl.formatMessage({ id: 'catalogue.soldOut.until' }, { when });
}
