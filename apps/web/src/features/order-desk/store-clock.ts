import { useFormatLocale } from '@/lib/i18n/use-language.ts';

/** The store's time zone, with the locale to write times and dates in: the active language in its region. */
export type StoreClock = { locale: string; timezone: string };

/** Undefined until the store is loaded. */
export function useStoreClock(
  store: { locale: string; timezone: string } | undefined,
): StoreClock | undefined {
  const locale = useFormatLocale(store?.locale);
  return store && { locale, timezone: store.timezone };
}
