import { ROLE } from '@food/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { getStore } from '../stores/service.ts';
import {
  deleteUserRow,
  findUserRow,
  findUserRowByEmail,
  findVerifiedUser,
  insertUser,
  listAdminsOfStore,
  updateEmailVerified,
  updatePassword,
  updateUserProfile,
  userIdsWithEmailLike,
  type UserContact,
  type UserProfile,
  type UserRow,
} from './repository.ts';

export type { UserRow };

export const CreateAdminSchema = z.object({
  storeId: z.coerce.number().int().positive('must be a store id'),
  email: z.email('must be an e-mail address'),
  password: z.string().min(8, 'must have at least 8 characters').max(200),
  name: z.string().trim().max(120).default('Administrator'),
});
export type CreateAdmin = z.infer<typeof CreateAdminSchema>;

/** Whatever the case the e-mail was typed in. */
export function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return findUserRowByEmail(db, email);
}

/** The user as stored, password hash included; undefined once deleted. */
export function findUser(db: Database, userId: number): Promise<UserRow | undefined> {
  return findUserRow(db, userId);
}

/** Deletes the account for good (GDPR Art. 17); the e-mail can register again. */
export function deleteUser(db: Database, userId: number): Promise<void> {
  return deleteUserRow(db, userId);
}

/** A store administrator (role 3), verified from the start: an operator vouches for them. */
export async function createAdmin(db: Database, input: CreateAdmin) {
  await getStore(db, input.storeId);
  if (await findUserRowByEmail(db, input.email)) throw new AppError('email_taken', { email: input.email });
  return insertUser(db, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    roleId: ROLE.storeAdmin,
    storeId: input.storeId,
    customerName: input.name,
    emailVerifiedAt: sql`now()`,
  });
}

/** A customer who registered themselves; their e-mail is verified by the link they are sent. */
export function createCustomer(
  db: Database,
  values: { email: string; passwordHash: string; storeId: number } & Required<UserContact>,
): Promise<UserRow> {
  return insertUser(db, { ...values, roleId: ROLE.customer });
}

/** Answers the user's store, where the storefront takes them next. */
export function markEmailVerified(
  db: Database,
  userId: number,
): Promise<{ storeId: number | null; email: string; roleId: number }> {
  return updateEmailVerified(db, userId);
}

/** The store of a user whose e-mail address is verified; undefined for a user not verified (yet). */
export function verifiedUser(db: Database, userId: number): Promise<{ storeId: number | null } | undefined> {
  return findVerifiedUser(db, userId);
}

/** The new password; a reset link reached the mailbox, so the e-mail counts as verified too. */
export function setPassword(
  db: Database,
  userId: number,
  passwordHash: string,
): Promise<{ email: string; roleId: number }> {
  return updatePassword(db, userId, passwordHash);
}

/** The name and phone the order desk shows for the customer. */
export function updateContact(db: Database, userId: number, contact: UserContact): Promise<void> {
  return updateUserProfile(db, userId, contact);
}

/** What the user changed about themselves (name, phone, language); fields left out stay as they are. */
export function updateProfile(db: Database, userId: number, profile: UserProfile): Promise<void> {
  return updateUserProfile(db, userId, profile);
}

/** Who hears of an order that waits with no order desk open, and the language each chose (null: none). */
export function listStoreAdmins(
  db: Database,
  storeId: number,
): Promise<{ email: string; language: string | null }[]> {
  return listAdminsOfStore(db, storeId);
}

/** Users whose e-mail contains `pattern` (ILIKE), as a subquery: the orders search finds a customer by e-mail. */
export function usersWithEmailLike(db: Database, pattern: string) {
  return userIdsWithEmailLike(db, pattern);
}
