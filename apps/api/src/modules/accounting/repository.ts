import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountingSettings } from '../../db/schema/index.ts';

export type AccountingRow = typeof accountingSettings.$inferSelect;
export type AccountingValues = Omit<typeof accountingSettings.$inferInsert, 'createdAt' | 'updatedAt'>;

export async function findAccounting(db: Database, storeId: number): Promise<AccountingRow | undefined> {
  const [row] = await db.select().from(accountingSettings).where(eq(accountingSettings.storeId, storeId));
  return row;
}

export async function upsertAccounting(db: Database, values: AccountingValues): Promise<AccountingRow> {
  const { storeId: _storeId, ...rest } = values;
  const [row] = await db
    .insert(accountingSettings)
    .values(values)
    .onConflictDoUpdate({ target: accountingSettings.storeId, set: { ...rest, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('upsert into accounting_settings returned no row');
  return row;
}
