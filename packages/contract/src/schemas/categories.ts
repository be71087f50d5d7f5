import { z } from 'zod';
import { DescriptionSchema, IdSchema, ImageUrlSchema, NameSchema } from './common.ts';
import { TaxRefSchema } from './taxes.ts';
import { TranslationsSchema } from './translations.ts';

export const CategorySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    translations: TranslationsSchema.optional(),
    image_url: z.string().nullable(),
    isActive: z.boolean(),
    store_id: z.number().int(),
    tax_id: z.number().int(),
    tax: TaxRefSchema,
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof CategorySchema>;

export const SaveCategorySchema = z.object({
  name: NameSchema,
  description: DescriptionSchema.default(''),
  translations: TranslationsSchema.optional(),
  store_id: IdSchema.optional(),
  tax_id: IdSchema,
  image_url: ImageUrlSchema.default(null),
});
export type SaveCategory = z.infer<typeof SaveCategorySchema>;

export const CategoryStatusSchema = SaveCategorySchema.extend({ isActive: z.boolean() });
export type CategoryStatus = z.infer<typeof CategoryStatusSchema>;
