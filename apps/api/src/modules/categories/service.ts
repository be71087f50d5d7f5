import type { Category } from '@food/contract';
import type { Database } from '../../db/client.ts';
import type { categories, taxes } from '../../db/schema/index.ts';
import { getStore } from '../stores/service.ts';
import { toTaxRef } from '../taxes/service.ts';
import { listCategoriesWithTax } from './repository.ts';

type CategoryRow = typeof categories.$inferSelect;
type TaxRow = typeof taxes.$inferSelect;

export function toCategory(category: CategoryRow, tax: TaxRow): Category {
  return {
    id: category.id,
    name: category.name,
    description: category.description,
    image_url: category.imageUrl,
    isActive: category.isActive,
    store_id: category.storeId,
    tax_id: category.taxId,
    tax: toTaxRef(tax),
  };
}

/** The storefront sees active categories only; the store's own administrators see all of them. */
export async function listCategories(db: Database, storeId: number, options: { activeOnly: boolean }) {
  await getStore(db, storeId);
  const rows = await listCategoriesWithTax(db, storeId, options);
  return rows.map((row) => toCategory(row.category, row.tax));
}
