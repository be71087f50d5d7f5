import { validationMessage } from '@food/contract/messages';
import { z } from 'zod';
import { getLanguage, subscribeToLanguage } from './i18n/language.ts';

/** zod's own messages (a number expected, a text too long) follow the active language; loaded with the forms. */
const ZOD_LOCALES = { de: z.locales.de, en: z.locales.en };
const followLanguage = () => z.config(ZOD_LOCALES[getLanguage()]());
followLanguage();
subscribeToLanguage(followLanguage);

/**
 * A number typed into a text input (see DecimalField), checked by the shared wire schema once it is
 * a number, so the form and the server apply the same rule.
 */
export function decimalText<T extends z.ZodType<number, number>>(
  schema: T,
  required = validationMessage('validation.required'),
) {
  return z.string().trim().min(1, required).transform(Number).pipe(schema);
}
