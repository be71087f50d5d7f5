import { and, asc, eq, ilike, inArray, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared-query.ts';
import type { SoldOutColumns } from '../../lib/sold-out.ts';
import { categories, productVariants, products, taxes } from '../../db/schema/index.ts';
import { anyTranslatedNameLike } from '../../lib/translated-search.ts';

export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Pick<
  typeof products.$inferInsert,
  | 'name'
  | 'itemCode'
  | 'description'
  | 'translations'
  | 'categoryId'
  | 'taxId'
  | 'type'
  | 'priceMinor'
  | 'imageUrl'
  | 'isActive'
  | 'allergens'
  | 'dietary'
  | 'ageLimit'
>;
export type VariantValues = Pick<
  typeof productVariants.$inferInsert,
  'name' | 'translations' | 'priceMinor' | 'description' | 'position'
>;

const categoryTax = alias(taxes, 'category_tax');

const ofStore = (storeId: number, id: number) => and(eq(products.storeId, storeId), eq(products.id, id));

/** Products with their tax, their category and the category's tax, as the wire shows them. */
function selectWithRelations(db: Database) {
  return db
    .select({ product: products, tax: taxes, category: categories, categoryTax })
    .from(products)
    .innerJoin(taxes, eq(taxes.id, products.taxId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(categoryTax, eq(categoryTax.id, categories.taxId));
}

/** The variants of these products, in their order. */
export function findVariantsOf(db: Database, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
}

const orderableProductsQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: products.id,
      storeId: products.storeId,
      name: products.name,
      translations: products.translations,
      type: products.type,
      priceMinor: products.priceMinor,
      isActive: products.isActive,
      soldOut: products.soldOut,
      soldOutUntil: products.soldOutUntil,
      categoryIsActive: categories.isActive,
      taxRateBasisPoints: taxes.rateBasisPoints,
      ageLimit: products.ageLimit,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(taxes, eq(taxes.id, products.taxId))
    .where(sql`${products.id} = any(${sql.placeholder('ids')})`)
    .prepare('find_orderable_products'),
);

/** The products an order names, with their tax rate and whether their category is active; prepared once per database. */
export async function findOrderableProducts(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return orderableProductsQuery(db).execute({ ids });
}
export type OrderableProduct = Awaited<ReturnType<typeof findOrderableProducts>>[number];

export function findVariantsById(db: Database, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(productVariants).where(inArray(productVariants.id, ids));
}

/** One page of a category's active products for the storefront. */
export function listActiveProductsOfCategory(
  db: Database,
  query: { storeId: number; categoryId: number; limit: number; offset: number },
) {
  return selectWithRelations(db)
    .where(
      and(
        eq(products.storeId, query.storeId),
        eq(products.categoryId, query.categoryId),
        eq(products.isActive, true),
        eq(categories.isActive, true),
      ),
    )
    .orderBy(asc(products.position), asc(products.id))
    .limit(query.limit)
    .offset(query.offset);
}

/** Every product of the store, inactive ones too, in menu order. */
export function listProductsOfStore(db: Database, storeId: number) {
  return selectWithRelations(db)
    .where(eq(products.storeId, storeId))
    .orderBy(asc(categories.position), asc(categories.id), asc(products.position), asc(products.id));
}

/** The store's products whose name in any language or item code contains `pattern` (ILIKE), in menu order. */
export function searchProductsOfStore(db: Database, storeId: number, pattern: string, limit: number) {
  return db
    .select({
      id: products.id,
      name: products.name,
      translations: products.translations,
      itemCode: products.itemCode,
      isActive: products.isActive,
      categoryName: categories.name,
      categoryTranslations: categories.translations,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        eq(products.storeId, storeId),
        or(
          ilike(products.name, pattern),
          anyTranslatedNameLike(products.translations, pattern),
          ilike(products.itemCode, pattern),
        ),
      ),
    )
    .orderBy(asc(categories.position), asc(categories.id), asc(products.position), asc(products.id))
    .limit(limit);
}

export async function findProductWithRelations(db: Database, storeId: number, id: number) {
  const [row] = await selectWithRelations(db).where(ofStore(storeId, id)).limit(1);
  return row;
}

/** The product, locked until the caller's transaction ends. */
export async function lockProduct(
  db: Database,
  storeId: number,
  id: number,
): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(ofStore(storeId, id)).limit(1).for('update');
  return row;
}

const endOfCategory = (storeId: number, categoryId: number) =>
  sql<number>`(select coalesce(max(${products.position}), 0) + 1 from ${products} where ${products.storeId} = ${storeId} and ${products.categoryId} = ${categoryId})`;

/** A new product goes after the last one of its category. */
export async function insertProduct(
  db: Database,
  storeId: number,
  values: ProductValues,
): Promise<ProductRow> {
  const [row] = await db
    .insert(products)
    .values({ storeId, ...values, position: endOfCategory(storeId, values.categoryId) })
    .returning();
  if (!row) throw new Error('insert into products returned no row');
  return row;
}

export async function updateProductRow(
  db: Database,
  storeId: number,
  id: number,
  values: ProductValues,
  options: { toEndOfCategory: boolean },
) {
  const [row] = await db
    .update(products)
    .set({
      ...values,
      ...(options.toEndOfCategory ? { position: endOfCategory(storeId, values.categoryId) } : {}),
    })
    .where(ofStore(storeId, id))
    .returning();
  return row;
}

export async function deleteProductRow(db: Database, storeId: number, id: number) {
  const [row] = await db.delete(products).where(ofStore(storeId, id)).returning({ id: products.id });
  return row;
}

export async function deleteVariantsExcept(db: Database, productId: number, keptIds: number[]) {
  await db
    .delete(productVariants)
    .where(
      and(
        eq(productVariants.productId, productId),
        keptIds.length > 0 ? notInArray(productVariants.id, keptIds) : undefined,
      ),
    );
}

export async function updateVariant(db: Database, productId: number, id: number, values: VariantValues) {
  await db
    .update(productVariants)
    .set(values)
    .where(and(eq(productVariants.productId, productId), eq(productVariants.id, id)));
}

export async function insertVariants(db: Database, productId: number, values: VariantValues[]) {
  if (values.length === 0) return;
  await db.insert(productVariants).values(values.map((variant) => ({ productId, ...variant })));
}

export async function setProductSoldOut(db: Database, storeId: number, id: number, values: SoldOutColumns) {
  const [row] = await db
    .update(products)
    .set(values)
    .where(ofStore(storeId, id))
    .returning({ id: products.id });
  return row;
}
