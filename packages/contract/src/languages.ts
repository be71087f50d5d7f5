/** The languages the product speaks; a third is one more entry here and one more catalogue folder. No zod: the storefront imports it. */
export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A menu text in the other languages beside its default `name`/`description`. */
type TextTranslation = { name: string; description?: string };
export type Translations = Partial<Record<Language, TextTranslation>>;
