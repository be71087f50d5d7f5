import type { Database } from '../../db/client.ts';
import { dailySummaries } from '../../db/schema/index.ts';

/**
 * Claims the summary of a store's day: true for the one caller whose row went in, whichever process it
 * runs in and however often it asks; the e-mail is sent after, so a crash in between loses it rather
 * than sending it twice.
 */
export async function claimDailySummary(db: Database, storeId: number, day: string): Promise<boolean> {
  const rows = await db
    .insert(dailySummaries)
    .values({ storeId, day })
    .onConflictDoNothing()
    .returning({ day: dailySummaries.day });
  return rows.length > 0;
}
