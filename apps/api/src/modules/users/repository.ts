import { and, asc, eq, ilike, isNotNull, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { ROLE } from '@food/contract';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;
export type UserContact = Pick<typeof users.$inferInsert, 'customerName' | 'phone'>;
/** What the user changes about themselves: their contact and their language. */
export type UserProfile = Partial<UserContact & Pick<typeof users.$inferInsert, 'language'>>;

/** A time may be `sql\`now()\``: when a row was written is the database's to say. */
export async function insertUser(db: Database, values: PgInsertValue<typeof users>): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export function findUserRowByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: sql`lower(${users.email}) = lower(${email})` });
}

export function findUserRow(db: Database, userId: number): Promise<UserRow | undefined> {
  return db.query.users.findFirst({ where: eq(users.id, userId) });
}

/** Deletes the user; their addresses, tokens and idempotency keys go with them, their orders stay without them. */
export async function deleteUserRow(db: Database, userId: number): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

/** Marks the user's e-mail verified (keeping the first time) and answers their store. */
export async function updateEmailVerified(db: Database, userId: number) {
  const [row] = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId))
    .returning({ storeId: users.storeId, email: users.email, roleId: users.roleId });
  if (!row) throw new Error(`user ${userId} of a verification token does not exist`);
  return row;
}

/** The store of the user if their e-mail address is verified; undefined when it is not (or no such user). */
export async function findVerifiedUser(db: Database, userId: number) {
  const [row] = await db
    .select({ storeId: users.storeId })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.emailVerifiedAt)));
  return row;
}

/** A reset link reached the mailbox, so it verifies the e-mail as well. Answers the user's e-mail. */
export async function updatePassword(db: Database, userId: number, passwordHash: string) {
  const [row] = await db
    .update(users)
    .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId))
    .returning({ email: users.email, roleId: users.roleId });
  if (!row) throw new Error(`user ${userId} of a reset token does not exist`);
  return row;
}

export async function updateUserProfile(db: Database, userId: number, profile: UserProfile) {
  if (Object.keys(profile).length === 0) return;
  await db.update(users).set(profile).where(eq(users.id, userId));
}

export function listAdminsOfStore(db: Database, storeId: number) {
  return db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.storeId, storeId), eq(users.roleId, ROLE.storeAdmin)))
    .orderBy(asc(users.id));
}

/** The ids of users whose e-mail contains `pattern` (an ILIKE pattern), as a subquery for another query. */
export function userIdsWithEmailLike(db: Database, pattern: string) {
  return db.select({ id: users.id }).from(users).where(ilike(users.email, pattern));
}
