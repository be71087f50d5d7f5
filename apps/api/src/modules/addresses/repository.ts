import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addresses } from '../../db/schema/index.ts';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Pick<
  typeof addresses.$inferInsert,
  'type' | 'line1' | 'area' | 'city' | 'zip' | 'country' | 'phone' | 'customerName'
>;

export function listAddresses(db: Database, userId: number): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
}

export async function insertAddress(
  db: Database,
  userId: number,
  storeId: number,
  values: AddressValues,
): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ userId, storeId, ...values })
    .returning();
  if (!row) throw new Error('insert into addresses returned no row');
  return row;
}

export async function updateAddress(
  db: Database,
  userId: number,
  id: number,
  values: AddressValues,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}

export async function findAddress(db: Database, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.id, id)));
  return row;
}

/** The shipping address the customer saved last. */
export async function findLatestShippingAddress(
  db: Database,
  userId: number,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.type, 'shipping')))
    .orderBy(desc(addresses.updatedAt), desc(addresses.id))
    .limit(1);
  return row;
}
