import { ROLE, type RegisteredCustomer } from '@food/contract';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { insertAddress } from '../addresses/repository.ts';
import { toAddressValues } from '../addresses/service.ts';
import { hashPassword } from '../auth/passwords.ts';
import {
  findActiveToken,
  findUserByEmail,
  insertToken,
  revokeUserTokens,
  useToken,
} from '../auth/repository.ts';
import { TOKEN_LIFETIME_MS, hashToken, newToken } from '../auth/tokens.ts';
import { findStore } from '../stores/repository.ts';
import { getStore } from '../stores/service.ts';
import { insertUser } from '../users/repository.ts';
import { passwordResetEmail, verificationEmail } from './emails.ts';
import { markEmailVerified, setPassword } from './repository.ts';

export interface AccountDeps {
  db: Database;
  mailer: Mailer;
  /** Links in e-mails start here, never at an origin the client names. */
  publicUrl: string;
  defaultStoreId: number;
}

const emailTaken = () =>
  conflict('An account with this e-mail already exists. Please log in or reset your password.');
const INVALID_VERIFICATION_LINK =
  'This verification link is invalid, has expired or was already used. If you cannot log in yet, ' +
  'use "Forgot password" to get a new link: setting a password through it verifies your e-mail too.';
const INVALID_RESET_LINK =
  'This password reset link is invalid, has expired or was already used. Please ask for a new one.';
const RESETTABLE_ROLES: number[] = [ROLE.customer, ROLE.storeAdmin];

const expiresAt = (kind: 'verify_email' | 'reset_password') => new Date(Date.now() + TOKEN_LIFETIME_MS[kind]);

export async function registerCustomer(
  { db, mailer, publicUrl, defaultStoreId }: AccountDeps,
  input: RegisteredCustomer,
) {
  const store = await getStore(db, input.store_id ?? defaultStoreId);
  if (await findUserByEmail(db, input.username)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const address = toAddressValues(input.address);
  const { token, hash } = newToken();
  try {
    await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        email: input.username,
        passwordHash,
        roleId: ROLE.customer,
        storeId: store.id,
        customerName: address.customerName,
        phone: address.phone,
      });
      await insertAddress(tx, user.id, store.id, address);
      await insertToken(tx, user.id, 'verify_email', hash, expiresAt('verify_email'));
    });
  } catch (error) {
    // Two registrations racing for one e-mail: the unique index decides.
    if (isUniqueViolation(error, 'users_email_unique')) throw emailTaken();
    throw error;
  }
  mailer.sendLater(async () =>
    verificationEmail({
      to: input.username,
      customerName: address.customerName,
      storeName: store.name,
      link: `${publicUrl}/verify-registration?token=${token}`,
    }),
  );
}

export function verifyEmail(db: Database, token: string): Promise<{ storeId: number | null }> {
  return db.transaction(async (tx) => {
    const used = await useToken(tx, 'verify_email', hashToken(token));
    if (!used) throw badRequest(INVALID_VERIFICATION_LINK);
    return markEmailVerified(tx, used.userId);
  });
}

/** Answers at once whether or not the account exists; the lookup and the e-mail happen afterwards. */
export function requestPasswordReset({ db, mailer, publicUrl }: AccountDeps, email: string) {
  mailer.sendLater(async () => {
    const user = await findUserByEmail(db, email);
    // Operators manage their accounts with the command-line tool, never by e-mail.
    if (!user || !RESETTABLE_ROLES.includes(user.roleId)) return null;
    const { token, hash } = newToken();
    await insertToken(db, user.id, 'reset_password', hash, expiresAt('reset_password'));
    const store = user.storeId === null ? undefined : await findStore(db, user.storeId);
    return passwordResetEmail({
      to: user.email,
      customerName: user.customerName,
      storeName: store?.name ?? null,
      link: `${publicUrl}/reset-password?token=${token}`,
    });
  });
}

/** Sets the new password, uses the link and ends every session and other link of the account. */
export async function resetPassword(db: Database, resetToken: string, newPassword: string) {
  const hash = hashToken(resetToken);
  // Checked before hashing, so a made-up token costs no argon2 work.
  if (!(await findActiveToken(db, 'reset_password', hash))) throw badRequest(INVALID_RESET_LINK);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const used = await useToken(tx, 'reset_password', hash);
    if (!used) throw badRequest(INVALID_RESET_LINK);
    await setPassword(tx, used.userId, passwordHash);
    await revokeUserTokens(tx, used.userId);
  });
}
