import type { Language } from '@food/contract/languages';

/**
 * The locale money, dates and numbers are written in: the reader's language in the store's region, so a
 * Berlin store reads "12,50 €" in German and "€12.50" in English, and a London one "£12.50".
 */
export function formatLocale(language: Language, storeLocale: string | undefined): string {
  if (!storeLocale) return language;
  try {
    const { region } = new Intl.Locale(storeLocale);
    return region ? new Intl.Locale(language, { region }).toString() : language;
  } catch {
    return language;
  }
}
