import type { Product } from '@food/contract';
import { fromMinor } from '@food/money';
import type { Database } from '../../db/client.ts';
import type { categories, productVariants, products, taxes } from '../../db/schema/index.ts';
import { decimalOrNull } from '../../lib/money.ts';
import { getStore } from '../stores/service.ts';
import { toTaxRef } from '../taxes/service.ts';
import { listActiveProductsOfCategory } from './repository.ts';

type TaxRow = typeof taxes.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;

export function toProduct(
  row: {
    product: typeof products.$inferSelect;
    tax: TaxRow;
    category: typeof categories.$inferSelect;
    categoryTax: TaxRow;
  },
  variants: VariantRow[],
): Product {
  const { product } = row;
  return {
    id: product.id,
    name: product.name,
    item_code: product.itemCode,
    description: product.description,
    price: decimalOrNull(product.priceMinor),
    category_id: product.categoryId,
    tax_id: product.taxId,
    type: product.type === 'variable' ? 'variable' : 'simple',
    isActive: product.isActive,
    image_url: product.imageUrl,
    store_id: product.storeId,
    category: { id: row.category.id, name: row.category.name, tax: toTaxRef(row.categoryTax) },
    tax: toTaxRef(row.tax),
    variants: variants.map((v) => ({
      id: v.id,
      name: v.name,
      price: fromMinor(v.priceMinor),
      description: v.description,
    })),
  };
}

export async function listStorefrontProducts(
  db: Database,
  query: { storeId: number; categoryId: number; limit: number; offset: number },
): Promise<Product[]> {
  await getStore(db, query.storeId);
  const { rows, variants } = await listActiveProductsOfCategory(db, query);
  return rows.map((row) =>
    toProduct(
      row,
      variants.filter((v) => v.productId === row.product.id),
    ),
  );
}
