import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { categories, products, taxes } from '../../db/schema/index.ts';
import { anyTranslatedNameLike } from '../../lib/translated-search.ts';

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryValues = Pick<
  typeof categories.$inferInsert,
  'name' | 'description' | 'translations' | 'taxId' | 'imageUrl' | 'isActive'
>;

const ofStore = (storeId: number, id: number) => and(eq(categories.storeId, storeId), eq(categories.id, id));

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

/** The store's categories whose name in any language contains `pattern` (ILIKE), in menu order. */
export function searchCategoriesOfStore(db: Database, storeId: number, pattern: string, limit: number) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      translations: categories.translations,
      isActive: categories.isActive,
    })
    .from(categories)
    .where(
      and(
        eq(categories.storeId, storeId),
        or(ilike(categories.name, pattern), anyTranslatedNameLike(categories.translations, pattern)),
      ),
    )
    .orderBy(asc(categories.position), asc(categories.id))
    .limit(limit);
}

export async function findCategoryWithTax(db: Database, storeId: number, id: number) {
  const [row] = await db
    .select({ category: categories, tax: taxes })
    .from(categories)
    .innerJoin(taxes, eq(taxes.id, categories.taxId))
    .where(ofStore(storeId, id))
    .limit(1);
  return row;
}

/** The category with a lock: `update` for the caller about to change it, `key share` to point a product at it. */
export async function lockCategory(
  db: Database,
  storeId: number,
  id: number,
  strength: 'update' | 'key share',
): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(ofStore(storeId, id)).limit(1).for(strength);
  return row;
}

/** A new category goes after the store's last one. */
export async function insertCategory(db: Database, storeId: number, values: CategoryValues) {
  const [row] = await db
    .insert(categories)
    .values({
      storeId,
      ...values,
      position: sql`(select coalesce(max(${categories.position}), 0) + 1 from ${categories} where ${categories.storeId} = ${storeId})`,
    })
    .returning();
  if (!row) throw new Error('insert into categories returned no row');
  return row;
}

export async function updateCategoryRow(db: Database, storeId: number, id: number, values: CategoryValues) {
  const [row] = await db.update(categories).set(values).where(ofStore(storeId, id)).returning();
  return row;
}

export async function deleteCategoryRow(db: Database, storeId: number, id: number) {
  const [row] = await db.delete(categories).where(ofStore(storeId, id)).returning({ id: categories.id });
  return row;
}

export async function countProductsOfCategory(db: Database, storeId: number, categoryId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.categoryId, categoryId)));
  return row?.n ?? 0;
}
