import type { Database } from '../../db/client.ts';
import { images } from '../../db/schema/index.ts';

export type ImageRow = typeof images.$inferSelect;
export type NewImageRow = typeof images.$inferInsert;

export async function insertImage(db: Database, values: NewImageRow): Promise<ImageRow> {
  const [row] = await db.insert(images).values(values).returning();
  if (!row) throw new Error('insert into images returned no row');
  return row;
}
