/**
 * The locales a store may write money, dates and numbers in: a language the product speaks in the region
 * the restaurant is in (the reader's language keeps the region, see `formatLocale`).
 */
export const STORE_LOCALES = [
  'de-DE',
  'de-AT',
  'de-CH',
  'de-LI',
  'de-LU',
  'de-BE',
  'en-GB',
  'en-IE',
  'en-MT',
  'en-US',
  'en-CA',
  'en-AU',
  'en-NZ',
] as const;
export const isStoreLocale = (value: string): boolean => (STORE_LOCALES as readonly string[]).includes(value);
