import type { Language, Translations } from '@food/contract';

/** The language a menu text is read in: the storefront's reader's, or undefined for the back office, which edits the defaults. */
export type ReadingLanguage = Language | undefined;

/** A name as `language` reads it: its translation there, else the default name. */
export function nameIn(
  text: { name: string; translations: Translations },
  language: ReadingLanguage,
): string {
  return (language && text.translations[language]?.name) || text.name;
}

/** A name and description as `language` reads them; each falls back to the default where no translation is. */
export function textIn(
  text: { name: string; description: string; translations: Translations },
  language: ReadingLanguage,
): { name: string; description: string } {
  return {
    name: nameIn(text, language),
    description: (language && text.translations[language]?.description) || text.description,
  };
}
