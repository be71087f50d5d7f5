import { formatLocale, type Language } from '@food/i18n';
import { useSyncExternalStore } from 'react';
import { getLanguage, subscribeToLanguage } from './language.ts';

export function useLanguage(): Language {
  return useSyncExternalStore(subscribeToLanguage, getLanguage, getLanguage);
}

/** The locale to write money, dates and numbers in: the active language in the store's region. */
export function useFormatLocale(storeLocale: string | undefined): string {
  return formatLocale(useLanguage(), storeLocale);
}
