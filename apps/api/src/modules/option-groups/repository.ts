import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared-query.ts';
import { optionGroups, options, productOptionGroups } from '../../db/schema/index.ts';
import type { SoldOutColumns } from '../../lib/sold-out.ts';

export type OptionGroupRow = typeof optionGroups.$inferSelect;
export type OptionRow = typeof options.$inferSelect;
export type GroupValues = Pick<
  typeof optionGroups.$inferInsert,
  'name' | 'translations' | 'minChoices' | 'maxChoices'
>;
export type OptionValues = Pick<
  typeof options.$inferInsert,
  'name' | 'translations' | 'priceMinor' | 'position'
>;

const ofStore = (storeId: number, id: number) =>
  and(eq(optionGroups.storeId, storeId), eq(optionGroups.id, id));

export function findGroupsOfStore(db: Database, storeId: number) {
  return db
    .select()
    .from(optionGroups)
    .where(eq(optionGroups.storeId, storeId))
    .orderBy(asc(optionGroups.name), asc(optionGroups.id));
}

export async function findGroup(db: Database, storeId: number, id: number) {
  const [row] = await db.select().from(optionGroups).where(ofStore(storeId, id)).limit(1);
  return row;
}

/** The group, locked until the caller's transaction ends (a product being saved keeps it from deletion). */
export async function lockGroup(db: Database, storeId: number, id: number) {
  const [row] = await db.select().from(optionGroups).where(ofStore(storeId, id)).limit(1).for('update');
  return row;
}

export function findGroupsById(db: Database, storeId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(optionGroups)
    .where(and(eq(optionGroups.storeId, storeId), inArray(optionGroups.id, ids)))
    .for('share');
}

export function findOptionsOf(db: Database, groupIds: number[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(options)
    .where(inArray(options.groupId, groupIds))
    .orderBy(asc(options.position), asc(options.id));
}

/** Which groups each of these products offers, in the products' order. */
export function findProductGroupLinks(db: Database, productIds: number[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return productGroupLinksQuery(db).execute({ productIds });
}

// Every order runs it: one text for any number of products.
const productGroupLinksQuery = preparedPerDatabase((db) =>
  db
    .select({ productId: productOptionGroups.productId, group: optionGroups })
    .from(productOptionGroups)
    .innerJoin(optionGroups, eq(optionGroups.id, productOptionGroups.groupId))
    .where(sql`${productOptionGroups.productId} = any(${sql.placeholder('productIds')})`)
    .orderBy(asc(productOptionGroups.position))
    .prepare('find_product_group_links'),
);

export async function replaceProductGroups(
  db: Database,
  storeId: number,
  productId: number,
  groupIds: number[],
) {
  await db.delete(productOptionGroups).where(eq(productOptionGroups.productId, productId));
  if (groupIds.length === 0) return;
  await db
    .insert(productOptionGroups)
    .values(groupIds.map((groupId, index) => ({ storeId, productId, groupId, position: index + 1 })));
}

export async function countProductsUsing(db: Database, groupId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(productOptionGroups)
    .where(eq(productOptionGroups.groupId, groupId));
  return row?.n ?? 0;
}

export async function insertGroup(db: Database, storeId: number, values: GroupValues) {
  const [row] = await db
    .insert(optionGroups)
    .values({ storeId, ...values })
    .returning();
  if (!row) throw new Error('insert into option_groups returned no row');
  return row;
}

export async function updateGroupRow(db: Database, storeId: number, id: number, values: GroupValues) {
  const [row] = await db.update(optionGroups).set(values).where(ofStore(storeId, id)).returning();
  return row;
}

export async function deleteGroupRow(db: Database, storeId: number, id: number) {
  const [row] = await db.delete(optionGroups).where(ofStore(storeId, id)).returning({ id: optionGroups.id });
  return row;
}

export async function deleteOptionsExcept(db: Database, groupId: number, keptIds: number[]) {
  await db
    .delete(options)
    .where(
      and(eq(options.groupId, groupId), keptIds.length > 0 ? notInArray(options.id, keptIds) : undefined),
    );
}

export async function updateOption(db: Database, groupId: number, id: number, values: OptionValues) {
  await db
    .update(options)
    .set(values)
    .where(and(eq(options.groupId, groupId), eq(options.id, id)));
}

export async function insertOptions(db: Database, groupId: number, values: OptionValues[]) {
  if (values.length === 0) return;
  await db.insert(options).values(values.map((option) => ({ groupId, ...option })));
}

export async function setOptionSoldOut(db: Database, groupId: number, id: number, values: SoldOutColumns) {
  const [row] = await db
    .update(options)
    .set(values)
    .where(and(eq(options.groupId, groupId), eq(options.id, id)))
    .returning({ id: options.id });
  return row;
}
