import { z } from 'zod';
import { DescriptionSchema, IdSchema, NameSchema, PercentageSchema } from './common.ts';

export const TaxSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    percentage: z.number(),
    description: z.string(),
    store_id: z.number().int(),
  })
  .meta({ id: 'Tax' });
export type Tax = z.infer<typeof TaxSchema>;

/** The tax as embedded in a category or product. */
export const TaxRefSchema = TaxSchema.pick({ id: true, name: true, percentage: true });
export type TaxRef = z.infer<typeof TaxRefSchema>;

export const SaveTaxSchema = z.object({
  name: NameSchema,
  percentage: PercentageSchema,
  description: DescriptionSchema.default(''),
  store_id: IdSchema.optional(),
});
export type SaveTax = z.infer<typeof SaveTaxSchema>;
