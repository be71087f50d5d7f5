import { z } from 'zod';
import { validationMessage } from './messages.ts';
import { SaveContactSchema } from './addresses.ts';
import { text } from './common.ts';
import { LanguageSchema } from './language.ts';

const RoleIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const LoginFormSchema = z.object({
  username: text().pipe(z.email(validationMessage('validation.email_format')).max(254)),
  password: text().min(1, validationMessage('validation.required')).max(200),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

export const LoginResponseSchema = z
  .object({
    access_token: z.string(),
    token_type: z.literal('bearer'),
    role_id: RoleIdSchema,
    /** The language the user chose; null: none yet (the browser's, else the store's). */
    language: LanguageSchema.nullable(),
  })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const MeSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    role_id: RoleIdSchema,
    role: z.enum(['operator', 'customer', 'admin']),
    store_id: z.number().int().nullable(),
    customer_name: z.string(),
    phone: z.string(),
    /** The language the user chose; null: none yet (the browser's, else the store's). */
    language: LanguageSchema.nullable(),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof MeSchema>;

/** PATCH /users/me: the name and phone number, the language, or both; a field left out stays as it is. */
export const UpdateMeSchema = SaveContactSchema.partial().extend({
  /** null: no choice (the browser's language, else the store's). */
  language: LanguageSchema.nullable().optional(),
});
export type UpdateMe = z.infer<typeof UpdateMeSchema>;
