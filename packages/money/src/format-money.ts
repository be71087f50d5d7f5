import { assertSafeInteger } from './rounding.ts';

export type CurrencySettings = { currency: string; locale: string };

// Building an Intl.NumberFormat is far slower than formatting with one, and every menu price is formatted.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor({ currency, locale }: CurrencySettings): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}

export function formatMoney(minor: number, settings: CurrencySettings): string {
  assertSafeInteger(minor, 'Minor units');
  // + 0 turns -0 into 0, which Intl would print as "-£0.00".
  return formatterFor(settings).format(minor / 100 + 0);
}
