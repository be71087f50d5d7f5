import { z } from 'zod';
import { validationMessage } from './messages.ts';
import { NameSchema, NOT_BLANK, text } from './common.ts';

const ADDRESS_TYPES = ['shipping', 'billing'] as const;

export const AddressSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(ADDRESS_TYPES),
    line1: z.string(),
    area: z.string().nullable(),
    city: z.string(),
    zip: z.string(),
    country: z.string(),
    phone: z.string(),
    customer_name: z.string(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof AddressSchema>;

export const AddressListSchema = z.object({ data: z.array(AddressSchema) });
export type AddressList = z.infer<typeof AddressListSchema>;

const required = (max: number) =>
  text()
    .trim()
    .regex(NOT_BLANK, validationMessage('validation.required'))
    .max(max, validationMessage('validation.max_characters', { max: max }));

/** Loosely a phone number: digits (five at least), spaces, ( ) / . - and a leading +. */
export const PHONE_PATTERN = /^(?=(?:\D*\d){5})\+?[\d ()/.-]+$/;

export const PhoneSchema = text()
  .trim()
  .regex(NOT_BLANK, validationMessage('validation.required'))
  .max(30, validationMessage('validation.max_characters', { max: 30 }))
  .regex(PHONE_PATTERN, validationMessage('validation.phone_format'));

export const SaveAddressSchema = z.object({
  type: z.enum(ADDRESS_TYPES).default('shipping'),
  line1: required(200),
  // The form sends the area only when it is filled; a blank one is stored as none.
  area: text()
    .trim()
    .max(200, validationMessage('validation.max_characters', { max: 200 }))
    .nullish()
    .transform((value) => value || null),
  city: required(100),
  zip: required(12),
  country: required(60).default('Germany'),
  phone: PhoneSchema,
  customer_name: NameSchema,
});
export type SaveAddress = z.input<typeof SaveAddressSchema>;
export type SavedAddress = z.output<typeof SaveAddressSchema>;

/** The customer's own name and phone number (PATCH /users/me): all a pickup order needs of them. */
export const SaveContactSchema = z.object({
  customer_name: NameSchema,
  phone: PhoneSchema,
});
export type SaveContact = z.infer<typeof SaveContactSchema>;
