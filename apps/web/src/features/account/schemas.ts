import { NameSchema, NewPasswordSchema, PhoneSchema, validationMessage } from '@food/contract';
import { z } from 'zod';

/**
 * The storefront's account forms, built from the shared wire rules so the form and the server agree.
 * zod loads with the form routes only, never with the menu.
 */

/** "Required" when empty, then the server's length rule. */
const PasswordFieldSchema = z
  .string()
  .min(1, validationMessage('validation.required'))
  .pipe(NewPasswordSchema);

const required = (max: number) =>
  z
    .string()
    .trim()
    .min(1, validationMessage('validation.required'))
    .max(max, validationMessage('validation.max_characters', { max }));

/** Required first, then the format (spec §8: "Invalid email format"). */
const EmailFieldSchema = z
  .string()
  .trim()
  .min(1, validationMessage('validation.required'))
  .pipe(
    z
      .email(validationMessage('validation.email_format'))
      .max(254, validationMessage('validation.max_characters', { max: 254 })),
  );

export const AddressFieldsSchema = z.object({
  customer_name: NameSchema,
  line1: required(200),
  city: required(100),
  zip: required(12),
  country: required(60),
  phone: PhoneSchema,
});

export const RegisterFormSchema = z.object({
  username: EmailFieldSchema,
  password: PasswordFieldSchema,
  address: AddressFieldsSchema,
});
export type RegisterFormInput = z.input<typeof RegisterFormSchema>;
export type RegisterFormValues = z.output<typeof RegisterFormSchema>;

const guestContact = { customer_name: NameSchema, email: EmailFieldSchema, phone: PhoneSchema };

/** Ordering without an account, for pickup: who orders and how to reach them (issue 7/8). */
export const GuestPickupFormSchema = z.object({
  ...guestContact,
  line1: z.string(),
  city: z.string(),
  country: z.string(),
});

/** A guest's delivery: also where it goes; the postcode is the one chosen for the cart. */
export const GuestDeliveryFormSchema = z.object({
  ...guestContact,
  line1: required(200),
  city: required(100),
  country: required(60),
});
export type GuestFormValues = z.input<typeof GuestDeliveryFormSchema>;

export const ForgotPasswordFormSchema = z.object({ username: EmailFieldSchema });

export const ResetPasswordFormSchema = z
  .object({
    new_password: PasswordFieldSchema,
    confirm_password: z.string().min(1, validationMessage('validation.required')),
  })
  .refine((form) => form.new_password === form.confirm_password, {
    path: ['confirm_password'],
    message: validationMessage('validation.passwords_differ'),
  });
