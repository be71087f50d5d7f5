import { z } from 'zod';
import { validationMessage } from './messages.ts';
import { SaveAddressSchema } from './addresses.ts';
import { IdSchema, text } from './common.ts';

/** An e-mail as people type it: surrounding spaces dropped, kept in lower case. */
export const EmailSchema = text()
  .trim()
  .toLowerCase()
  .pipe(z.email(validationMessage('validation.email_format')).max(254))
  // The document describes the input, before the trim: zod's e-mail pattern inside optional spaces.
  .meta({ pattern: `^\\s*${z.core.regexes.email.source.slice(1, -1)}\\s*$` });

export const NewPasswordSchema = text()
  .min(8, validationMessage('validation.min_characters', { min: 8 }))
  .max(200, validationMessage('validation.max_characters', { max: 200 }));

/** The link the client would like in the e-mail; accepted for compatibility, never used (links come from PUBLIC_URL). */
const ClientUrlSchema = text().max(2000).optional();

export const RegisterCustomerSchema = z
  .object({
    username: EmailSchema,
    password: NewPasswordSchema,
    email: EmailSchema.optional(),
    url: ClientUrlSchema,
    address: SaveAddressSchema,
    store_id: IdSchema.optional(),
  })
  .refine((form) => form.email === undefined || form.email === form.username, {
    path: ['email'],
    message: validationMessage('validation.email_matches_username'),
  });
export type RegisterCustomer = z.input<typeof RegisterCustomerSchema>;
export type RegisteredCustomer = z.output<typeof RegisterCustomerSchema>;

export const VerifyQuerySchema = z.object({
  token: text().min(1, validationMessage('validation.required')).max(200),
});

export const VerifiedSchema = z
  .object({
    msg: z.string(),
    store_id: z.number().int().nullable(),
    /** The link had been opened before: the address was confirmed then, and nothing changed now. */
    already_verified: z.boolean(),
  })
  .meta({ id: 'Verified' });
export type Verified = z.infer<typeof VerifiedSchema>;

export const ForgotPasswordSchema = z.object({ username: EmailSchema, url: ClientUrlSchema });
export type ForgotPassword = z.input<typeof ForgotPasswordSchema>;

/** A new verification link for an account that cannot log in yet. */
export const ResendVerificationSchema = z.object({ username: EmailSchema });
export type ResendVerification = z.input<typeof ResendVerificationSchema>;

export const ResetPasswordSchema = z.object({
  reset_token: text().min(1, validationMessage('validation.required')).max(200),
  new_password: NewPasswordSchema,
  url: ClientUrlSchema,
});
export type ResetPassword = z.input<typeof ResetPasswordSchema>;
