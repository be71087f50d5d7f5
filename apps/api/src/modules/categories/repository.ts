import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, taxes } from '../../db/schema/index.ts';

export async function listCategoriesWithTax(db: Database, storeId: number, options: { activeOnly: boolean }) {
  const filters: SQL[] = [eq(categories.storeId, storeId)];
  if (options.activeOnly) filters.push(eq(categories.isActive, true));
  return db
    .select({ category: categories, tax: taxes })
    .from(categories)
    .innerJoin(taxes, eq(taxes.id, categories.taxId))
    .where(and(...filters))
    .orderBy(asc(categories.position), asc(categories.id));
}
