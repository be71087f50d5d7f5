import { z } from 'zod';
import { LANGUAGES } from '../languages.ts';

/** One of the languages the product speaks: a store's default, a user's choice. */
export const LanguageSchema = z.enum(LANGUAGES).meta({ id: 'Language' });
