import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export async function insertUser(db: Database, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}
