import { z } from 'zod';
import { validationMessage } from './messages.ts';
import { SEARCH_MIN_LENGTH } from '../constants.ts';
import { text } from './common.ts';

export const BackOfficeSearchQuerySchema = z.object({
  q: text()
    .trim()
    .min(SEARCH_MIN_LENGTH, validationMessage('validation.search_min', { min: SEARCH_MIN_LENGTH }))
    .max(100, validationMessage('validation.max_characters', { max: 100 }))
    .describe(
      "Orders: the order number (exact, '#' allowed), or part of the customer's name, e-mail or phone. " +
        'Products: part of the name or item code. Categories: part of the name.',
    ),
});

const OrderHitSchema = z.object({
  id: z.number().int(),
  number: z.number().int().describe("The order's number in its store, as customers and staff see it"),
  customer_name: z.string(),
  phone: z.string(),
  approval_status: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  currency: z.string(),
  total: z.number(),
  created_at: z.string(),
});

const ProductHitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  item_code: z.string(),
  category_name: z.string(),
  isActive: z.boolean(),
});

const CategoryHitSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
});

/** The header search's answer: up to SEARCH_GROUP_LIMIT hits per group, newest orders first. */
export const BackOfficeSearchResultsSchema = z
  .object({
    orders: z.array(OrderHitSchema),
    products: z.array(ProductHitSchema),
    categories: z.array(CategoryHitSchema),
  })
  .meta({ id: 'BackOfficeSearchResults' });
export type BackOfficeSearchResults = z.infer<typeof BackOfficeSearchResultsSchema>;
