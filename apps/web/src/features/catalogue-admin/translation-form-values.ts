import { LANGUAGES, type Language, type Translations } from '@food/contract';

/** A text's name and description in one language, as the form's inputs hold them ('' for none). */
type TextTranslationValues = { name: string; description: string };
export type TranslationValues = Record<Language, TextTranslationValues>;
/** The same for texts with a name only (option groups and options). */
export type NameTranslationValues = Record<Language, { name: string }>;

const filled = (text: string | undefined) => text !== undefined && text.trim() !== '';

export function translationValues(translations: Translations | undefined): TranslationValues {
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const text = translations?.[language];
      return [language, { name: text?.name ?? '', description: text?.description ?? '' }];
    }),
  ) as TranslationValues;
}

export function nameTranslationValues(
  translations: Partial<Record<Language, { name: string }>> | undefined,
): NameTranslationValues {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, { name: translations?.[language]?.name ?? '' }]),
  ) as NameTranslationValues;
}

/**
 * The languages with something typed in, for the save: a language left empty is left out (its customers
 * read the default text), and so is an empty description. A description without a name is sent as it
 * is, so the shared schema asks for the name.
 */
export function toTranslations(values: TranslationValues): Translations {
  const translations: Translations = {};
  for (const language of LANGUAGES) {
    const { name, description } = values[language];
    if (!filled(name) && !filled(description)) continue;
    translations[language] = filled(description) ? { name, description } : { name };
  }
  return translations;
}

export function toNameTranslations(
  values: NameTranslationValues,
): Partial<Record<Language, { name: string }>> {
  const translations: Partial<Record<Language, { name: string }>> = {};
  for (const language of LANGUAGES) {
    if (filled(values[language].name)) translations[language] = { name: values[language].name };
  }
  return translations;
}
