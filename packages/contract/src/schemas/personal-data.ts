import { z } from 'zod';
import { validationMessage } from './messages.ts';
import { AddressSchema } from './addresses.ts';
import { text } from './common.ts';
import { LanguageSchema } from './language.ts';
import { OrderSchema } from './orders.ts';

/**
 * GET /users/me/export: everything the product keeps about the customer (GDPR Art. 15 and 20), as a
 * JSON file to download.
 */
export const PersonalDataSchema = z
  .object({
    exported_at: z.string(),
    profile: z.object({
      email: z.string(),
      name: z.string(),
      phone: z.string(),
      /** The language they chose; null: their browser's. */
      language: LanguageSchema.nullable(),
      registered_at: z.string(),
      email_verified_at: z.string().nullable(),
    }),
    addresses: z.array(AddressSchema),
    /** Newest first, with their lines, totals, VAT and payment, as the customer saw them. */
    orders: z.array(OrderSchema),
    /** What they agreed to: the store's terms and privacy policy, by placing each order. */
    consents: z.array(
      z.object({
        kind: z.literal('terms_and_privacy_policy'),
        given_at: z.string(),
        store: z.string(),
        order_number: z.number().int().nullable(),
      }),
    ),
  })
  .meta({ id: 'PersonalData' });
export type PersonalData = z.infer<typeof PersonalDataSchema>;

/** DELETE /users/me: the account's password confirms it. */
export const DeleteAccountSchema = z.object({
  password: text().min(1, validationMessage('validation.required')).max(200),
});
