import { sql } from 'drizzle-orm';
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

/** Of `days`, those whose summary has been claimed. */
export async function findClaimedDays(db: Database, storeId: number, days: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ day: dailySummaries.day })
    .from(dailySummaries)
    .where(
      sql`${dailySummaries.storeId} = ${storeId} and ${dailySummaries.day} in (${sql.join(
        days.map((day) => sql`${day}::date`),
        sql`, `,
      )})`,
    );
  return new Set(rows.map((row) => row.day));
}
