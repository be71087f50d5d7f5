import { ROLE } from '@food/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import {
  categories,
  deliveryPostcodes,
  discounts,
  images,
  productVariants,
  products,
  specialDays,
  storeHours,
  stores,
  taxes,
  users,
} from '../src/db/schema/index.ts';
import { DEMO_STORE_ID } from '../src/db/seed/demo.ts';

/**
 * Every row of a store (the demo restaurant by default) that its administrators own: the store and its
 * settings, the menu, taxes, hours, special days, discounts, postcodes, pictures and the administrators' accounts.
 * Compare one taken before an attack with one taken after.
 */
export async function storeSnapshot(db: Database, storeId = DEMO_STORE_ID) {
  const productRows = await db
    .select()
    .from(products)
    .where(eq(products.storeId, storeId))
    .orderBy(asc(products.id));
  return {
    store: await db.select().from(stores).where(eq(stores.id, storeId)),
    taxes: await db.select().from(taxes).where(eq(taxes.storeId, storeId)).orderBy(asc(taxes.id)),
    categories: await db
      .select()
      .from(categories)
      .where(eq(categories.storeId, storeId))
      .orderBy(asc(categories.id)),
    products: productRows,
    variants: await db
      .select()
      .from(productVariants)
      .where(
        inArray(
          productVariants.productId,
          productRows.map((p) => p.id),
        ),
      )
      .orderBy(asc(productVariants.id)),
    hours: await db
      .select()
      .from(storeHours)
      .where(eq(storeHours.storeId, storeId))
      .orderBy(asc(storeHours.id)),
    specialDays: await db
      .select()
      .from(specialDays)
      .where(eq(specialDays.storeId, storeId))
      .orderBy(asc(specialDays.id)),
    discounts: await db
      .select()
      .from(discounts)
      .where(eq(discounts.storeId, storeId))
      .orderBy(asc(discounts.id)),
    postcodes: await db
      .select()
      .from(deliveryPostcodes)
      .where(eq(deliveryPostcodes.storeId, storeId))
      .orderBy(asc(deliveryPostcodes.id)),
    images: await db.select().from(images).where(eq(images.storeId, storeId)).orderBy(asc(images.id)),
    administrators: await db
      .select()
      .from(users)
      .where(and(eq(users.storeId, storeId), eq(users.roleId, ROLE.storeAdmin)))
      .orderBy(asc(users.id)),
  };
}

export type StoreSnapshot = Awaited<ReturnType<typeof storeSnapshot>>;
