import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { images } from '../../db/schema/index.ts';

export type ImageRow = typeof images.$inferSelect;
export type NewImageRow = typeof images.$inferInsert;

export async function insertImage(db: Database, values: NewImageRow): Promise<ImageRow> {
  const [row] = await db.insert(images).values(values).returning();
  if (!row) throw new Error('insert into images returned no row');
  return row;
}

/** The store's image recorded under exactly this URL, if any. */
export async function findStoreImage(db: Database, storeId: number, url: string) {
  const [row] = await db
    .select({ id: images.id })
    .from(images)
    .where(and(eq(images.storeId, storeId), eq(images.url, url)))
    .limit(1);
  return row;
}
