import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Marks the user's e-mail verified (keeping the first time) and answers their store. */
export async function markEmailVerified(db: Database, userId: number) {
  const [row] = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId))
    .returning({ storeId: users.storeId });
  if (!row) throw new Error(`user ${userId} of a verification token does not exist`);
  return row;
}

/** A reset link reached the mailbox, so it verifies the e-mail as well. Answers the user's e-mail. */
export async function setPassword(db: Database, userId: number, passwordHash: string) {
  const [row] = await db
    .update(users)
    .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  if (!row) throw new Error(`user ${userId} of a reset token does not exist`);
  return row;
}
