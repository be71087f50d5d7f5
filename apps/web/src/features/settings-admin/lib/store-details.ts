import { STORE_LOCALES } from '@food/contract';

/** ISO 4217 currencies with 2 decimals (money is kept in minor units of 2 decimals), named in `language`. */
export function currencyOptions(language: string, current: string) {
  const names = new Intl.DisplayNames([language], { type: 'currency', fallback: 'code' });
  const codes = Intl.supportedValuesOf('currency').filter(
    (code) =>
      code === current ||
      new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits === 2,
  );
  return codes.map((code) => ({ value: code, label: `${code} – ${names.of(code) ?? code}` }));
}

/** The locales the product writes money and dates in, named in `language` with an example amount. */
export function localeOptions(language: string, currency: string) {
  const names = new Intl.DisplayNames([language], { type: 'language' });
  return STORE_LOCALES.map((locale) => {
    const example = new Intl.NumberFormat(locale, { style: 'currency', currency }).format(1234.5);
    return { value: locale, label: `${names.of(locale) ?? locale} (${example})` };
  });
}

/** Every IANA time zone the browser knows, and the store's own even if it does not. */
export function timeZoneOptions(current: string) {
  const zones = Intl.supportedValuesOf('timeZone');
  return (zones.includes(current) ? zones : [current, ...zones]).map((zone) => ({
    value: zone,
    label: zone,
  }));
}
