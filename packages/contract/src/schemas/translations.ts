import { z } from 'zod';
import { isLanguage, LANGUAGES } from '../languages.ts';
import { DescriptionSchema, NameSchema, text } from './common.ts';

const LanguageSchema = z.enum(LANGUAGES);

/**
 * A menu text's name and description in the languages beside its default `name`/`description`, e.g.
 * `{ en: { name: 'Fries', description: 'Crispy' } }`. A language left out (or a description left out) is
 * shown in the default text. On a save, leaving `translations` out keeps the ones stored. The API's answers
 * always carry them; the read schemas say optional so that values a client builds itself need not.
 */
export const TranslationsSchema = z
  .partialRecord(LanguageSchema, z.object({ name: NameSchema, description: DescriptionSchema.optional() }))
  .meta({ id: 'Translations' });

/** The translations of a text that has a name only (option groups and options). */
export const NameTranslationsSchema = z
  .partialRecord(LanguageSchema, z.object({ name: NameSchema }))
  .meta({ id: 'NameTranslations' });

/**
 * `?lang=` on a storefront read: the language to answer in, before Accept-Language; another language is
 * ignored, but a NUL is refused like in every other text.
 */
export const ReaderLanguageQuerySchema = z.object({
  lang: text()
    .optional()
    .transform((value) => (isLanguage(value) ? value : undefined)),
});
