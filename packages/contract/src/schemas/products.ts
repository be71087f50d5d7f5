import { z } from 'zod';
import { validationMessage } from './messages.ts';
import { ALLERGENS, DIETARY_TAGS } from '../constants.ts';
import { AgeLimitSchema } from './age-limit.ts';
import {
  DescriptionSchema,
  IdSchema,
  ImageUrlSchema,
  NameSchema,
  PriceSchema,
  NOT_BLANK,
  text,
} from './common.ts';
import { OptionGroupSchema } from './option-groups.ts';
import { soldOutFields } from './sold-out.ts';
import { TaxRefSchema } from './taxes.ts';
import { TranslationsSchema } from './translations.ts';

const AllergenSchema = z.enum(ALLERGENS);
const DietaryTagSchema = z.enum(DIETARY_TAGS);

const ProductTypeSchema = z.enum(['simple', 'variable']);
export type ProductType = z.infer<typeof ProductTypeSchema>;

const VariantSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    price: z.number(),
    description: z.string(),
    translations: TranslationsSchema.optional(),
  })
  .meta({ id: 'Variant' });

export const ProductSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    item_code: z.string(),
    description: z.string(),
    translations: TranslationsSchema.optional(),
    price: z.number().nullable(),
    category_id: z.number().int(),
    tax_id: z.number().int(),
    type: ProductTypeSchema,
    isActive: z.boolean(),
    image_url: z.string().nullable(),
    store_id: z.number().int(),
    category: z.object({ id: z.number().int(), name: z.string(), tax: TaxRefSchema }),
    tax: TaxRefSchema,
    variants: z.array(VariantSchema),
    /** The product's option groups, in the order the product lists them. */
    option_groups: z.array(OptionGroupSchema),
    allergens: z.array(AllergenSchema),
    dietary: z.array(DietaryTagSchema),
    age_limit: AgeLimitSchema,
    ...soldOutFields,
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof ProductSchema>;

const SaveVariantSchema = z.object({
  /** An existing variant of this product to keep (and change); without it a new variant is made. */
  id: IdSchema.optional(),
  name: NameSchema,
  price: PriceSchema,
  description: DescriptionSchema.default(''),
  translations: TranslationsSchema.optional(),
});

export const SaveProductSchema = z
  .object({
    name: NameSchema,
    item_code: text()
      .trim()
      .regex(NOT_BLANK, validationMessage('validation.required'))
      .max(40, validationMessage('validation.max_characters', { max: 40 })),
    description: DescriptionSchema,
    translations: TranslationsSchema.optional(),
    category_id: IdSchema,
    tax_id: IdSchema,
    type: ProductTypeSchema.default('simple'),
    price: PriceSchema.nullable().default(null),
    isActive: z.boolean().default(true),
    image_url: ImageUrlSchema.default(null),
    store_id: IdSchema.optional(),
    variants: z.array(SaveVariantSchema).max(50).default([]),
    /** The store's option groups the customer chooses from, in this order. */
    option_group_ids: z
      .array(IdSchema)
      .max(20, validationMessage('validation.max_option_groups', { max: 20 }))
      .default([]),
    allergens: z.array(AllergenSchema).default([]),
    dietary: z.array(DietaryTagSchema).default([]),
    age_limit: AgeLimitSchema.default(null).describe(
      '16 (beer, wine) or 18 (spirits): orders with it need `age_confirmed`; null: anyone',
    ),
  })
  .superRefine((product, ctx) => {
    const ids = product.variants.flatMap((variant) => (variant.id === undefined ? [] : [variant.id]));
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants'],
        message: validationMessage('validation.variant_twice'),
      });
    }
    for (const key of ['option_group_ids', 'allergens', 'dietary'] as const) {
      const values: unknown[] = product[key];
      if (new Set(values).size !== values.length) {
        ctx.addIssue({ code: 'custom', path: [key], message: validationMessage('validation.entry_twice') });
      }
    }
  })
  .superRefine((product, ctx) => {
    if (product.type === 'simple' && product.price === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['price'],
        message: validationMessage('validation.simple_product_price'),
      });
    }
    if (product.type === 'variable' && product.variants.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['variants'],
        message: validationMessage('validation.variant_required'),
      });
    }
  });
export type SaveProduct = z.infer<typeof SaveProductSchema>;

export const ProductsByCategoryQuerySchema = z.object({
  store_id: IdSchema,
  category_id: IdSchema,
  offset: z.coerce.number().int().min(0).default(0),
});
export const ProductsLimitParamsSchema = z.object({ limit: z.coerce.number().int().min(1).max(100) });
