import { z } from 'zod';
import { money } from './report-parts.ts';

const ProductSalesSchema = z
  .object({
    /** Null once the product (or variant) has been deleted. */
    product_id: z.number().int().nullable(),
    variant_id: z.number().int().nullable(),
    /** As the kitchen reads it, in the store's default language. */
    product_name: z.string(),
    variant_name: z.string().nullable(),
    category_id: z.number().int().nullable(),
    category_name: z.string().nullable(),
    quantity: z.number().int(),
    /** The lines' totals (options included), before the order's discounts. */
    takings: money(),
    /** Percent of all lines' takings, 2 decimals. */
    share: z.number(),
  })
  .meta({ id: 'ProductSales' });

const CategorySalesSchema = z
  .object({
    /** Null: products deleted, or in no category any more. */
    category_id: z.number().int().nullable(),
    category_name: z.string().nullable(),
    quantity: z.number().int(),
    takings: money(),
    share: z.number(),
  })
  .meta({ id: 'CategorySales' });

const OptionChoiceCountSchema = z
  .object({
    option_id: z.number().int().nullable(),
    group_name: z.string(),
    name: z.string(),
    /** Items it was chosen for (quantities). */
    quantity: z.number().int(),
  })
  .meta({ id: 'OptionChoiceCount' });

/** GET /reports/products: the accepted orders' lines, most takings first. */
export const ProductsReportSchema = z
  .object({
    currency: z.string(),
    from: z.string(),
    to: z.string(),
    products: z.array(ProductSalesSchema),
    categories: z.array(CategorySalesSchema),
    /** The 20 options chosen most. */
    options: z.array(OptionChoiceCountSchema),
  })
  .meta({ id: 'ProductsReport' });
export type ProductsReport = z.infer<typeof ProductsReportSchema>;
