import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deliveryPostcodes } from '../../db/schema/index.ts';

export type PostcodeRow = typeof deliveryPostcodes.$inferSelect;
export type PostcodeValues = Pick<
  typeof deliveryPostcodes.$inferInsert,
  'postcode' | 'deliveryFeeMinor' | 'minOrderMinor' | 'freeDeliveryOverMinor'
>;

export function listPostcodes(db: Database, storeId: number): Promise<PostcodeRow[]> {
  return db
    .select()
    .from(deliveryPostcodes)
    .where(eq(deliveryPostcodes.storeId, storeId))
    .orderBy(asc(deliveryPostcodes.postcode));
}

export async function findPostcode(
  db: Database,
  storeId: number,
  id: number,
): Promise<PostcodeRow | undefined> {
  const [row] = await db
    .select()
    .from(deliveryPostcodes)
    .where(and(eq(deliveryPostcodes.id, id), eq(deliveryPostcodes.storeId, storeId)));
  return row;
}

export async function insertPostcode(
  db: Database,
  storeId: number,
  values: PostcodeValues,
): Promise<PostcodeRow> {
  const [row] = await db
    .insert(deliveryPostcodes)
    .values({ storeId, ...values })
    .returning();
  if (!row) throw new Error('insert into delivery_postcodes returned no row');
  return row;
}

export async function updatePostcode(
  db: Database,
  storeId: number,
  id: number,
  values: PostcodeValues,
): Promise<PostcodeRow | undefined> {
  const [row] = await db
    .update(deliveryPostcodes)
    .set(values)
    .where(and(eq(deliveryPostcodes.id, id), eq(deliveryPostcodes.storeId, storeId)))
    .returning();
  return row;
}

export async function deletePostcode(db: Database, storeId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(deliveryPostcodes)
    .where(and(eq(deliveryPostcodes.id, id), eq(deliveryPostcodes.storeId, storeId)))
    .returning({ id: deliveryPostcodes.id });
  return deleted.length > 0;
}
