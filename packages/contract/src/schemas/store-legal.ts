import { z } from 'zod';
import { validationMessage } from './messages.ts';
import { PhoneSchema } from './addresses.ts';
import { NOT_BLANK, text } from './common.ts';
import { LanguageSchema } from './language.ts';

/** The longest imprint, privacy policy or terms a store may write, per language. */
export const LEGAL_TEXT_MAX = 50_000;

/**
 * A VAT identification number, without spaces: DE + 9 digits, GB or XI + 9 or 12 digits (or GD/HA + 3 for
 * UK government bodies), another EU country's prefix + 2 to 12 letters and digits (their shapes differ;
 * checked loosely).
 */
const VAT_ID_PATTERN =
  /^(?:DE\d{9}|(?:GB|XI)(?:\d{9}|\d{12}|GD\d{3}|HA\d{3})|(?:AT|BE|BG|CY|CZ|DK|EE|EL|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK)[0-9A-Z+*]{2,12})$/;

const LegalTextsSchema = z.object({
  /** Markdown; follows the details the imprint page writes from the fields above. */
  imprint: z.string(),
  privacy: z.string(),
  terms: z.string(),
});

/** GET /stores/{id}/legal: who runs the store, for its imprint, receipts and e-mails; empty until set. */
export const StoreLegalSchema = z
  .object({
    legal_name: z.string(),
    representative: z.string(),
    /** Postal address, lines separated by newlines. */
    address: z.string(),
    email: z.string(),
    phone: z.string(),
    vat_id: z.string().nullable(),
    register_court: z.string().nullable(),
    register_number: z.string().nullable(),
    /** Markdown texts per language. */
    texts: z.partialRecord(LanguageSchema, LegalTextsSchema),
    /**
     * The fields still holding a placeholder, such as the demo's made-up details (`legal_name`,
     * `texts.en.imprint`…); the go-live checklist asks for them to be replaced. Saving another value takes
     * a field off the list.
     */
    placeholders: z.array(z.string()),
  })
  .meta({ id: 'StoreLegal' });
export type StoreLegal = z.infer<typeof StoreLegalSchema>;

const required = (max: number) =>
  text()
    .trim()
    .regex(NOT_BLANK, validationMessage('validation.required'))
    .max(max, validationMessage('validation.max_characters', { max }));

const optional = (max: number) =>
  text()
    .trim()
    .max(max, validationMessage('validation.max_characters', { max }))
    .nullish()
    .transform((value) => value || null);

const legalText = text()
  .max(LEGAL_TEXT_MAX, validationMessage('validation.max_characters', { max: LEGAL_TEXT_MAX }))
  .default('');

/** PUT /stores/{id}/legal: the whole of it; a language left out of `texts` has none. */
export const SaveStoreLegalSchema = z.object({
  legal_name: required(200),
  representative: required(200),
  address: required(500),
  email: text()
    .trim()
    .pipe(z.email(validationMessage('validation.email_format')).max(254)),
  phone: PhoneSchema,
  vat_id: text()
    .transform((value) => value.replace(/[\s.-]/g, '').toUpperCase())
    .refine(
      (value) => value === '' || VAT_ID_PATTERN.test(value),
      validationMessage('validation.vat_id_format'),
    )
    .nullish()
    .transform((value) => value || null)
    .describe('Spaces, dots and dashes are dropped; e.g. DE123456789, GB123456789'),
  register_court: optional(200).describe('e.g. Amtsgericht Berlin-Charlottenburg; null: none'),
  register_number: optional(50).describe('e.g. HRB 123456 B; null: none'),
  texts: z
    .partialRecord(LanguageSchema, z.object({ imprint: legalText, privacy: legalText, terms: legalText }))
    .default({}),
});
export type SavedStoreLegal = z.output<typeof SaveStoreLegalSchema>;
