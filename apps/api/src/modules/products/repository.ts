import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { categories, productVariants, products, taxes } from '../../db/schema/index.ts';

const categoryTax = alias(taxes, 'category_tax');

/** One page of a category's active products (with their category, taxes and variants) for the storefront. */
export async function listActiveProductsOfCategory(
  db: Database,
  query: { storeId: number; categoryId: number; limit: number; offset: number },
) {
  const rows = await db
    .select({ product: products, tax: taxes, category: categories, categoryTax })
    .from(products)
    .innerJoin(taxes, eq(taxes.id, products.taxId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(categoryTax, eq(categoryTax.id, categories.taxId))
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
  const ids = rows.map((row) => row.product.id);
  const variants = ids.length
    ? await db
        .select()
        .from(productVariants)
        .where(inArray(productVariants.productId, ids))
        .orderBy(asc(productVariants.position), asc(productVariants.id))
    : [];
  return { rows, variants };
}
