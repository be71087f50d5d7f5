import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { imageFiles, images } from '../../db/schema/index.ts';

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

/** Inserts the files; a name already there keeps its row. */
export async function insertImageFiles(db: Database, values: (typeof imageFiles.$inferInsert)[]) {
  if (values.length === 0) return;
  await db.insert(imageFiles).values(values).onConflictDoNothing({ target: imageFiles.name });
}

export async function findImageFile(db: Database, name: string) {
  const [row] = await db
    .select({ data: imageFiles.data, contentType: imageFiles.contentType, sha256: imageFiles.sha256 })
    .from(imageFiles)
    .where(eq(imageFiles.name, name));
  return row;
}

export async function deleteImageFiles(db: Database, names: string[]) {
  if (names.length === 0) return;
  await db.delete(imageFiles).where(inArray(imageFiles.name, names));
}
