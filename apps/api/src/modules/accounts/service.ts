import { ROLE, type RegisteredCustomer } from '@food/contract';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest } from '../../lib/errors.ts';
import type { LoginLimits } from '../../lib/login-limits.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { SessionSockets } from '../../realtime/session-sockets.ts';
import { insertAddress } from '../addresses/repository.ts';
import { toAddressValues } from '../addresses/service.ts';
import { hashPassword } from '../auth/passwords.ts';
import {
  findActiveToken,
  findUserByEmail,
  insertToken,
  revokeUserTokens,
  useToken,
  type UserRow,
} from '../auth/repository.ts';
import { TOKEN_LIFETIME_MS, hashToken, newToken } from '../auth/tokens.ts';
import { findStore } from '../stores/repository.ts';
import { getStore } from '../stores/service.ts';
import { insertUser } from '../users/repository.ts';
import {
  passwordResetEmail,
  registrationAttemptEmail,
  verificationEmail,
  type EmailContext,
} from './emails.ts';
import { markEmailVerified, setPassword } from './repository.ts';

export interface AccountDeps {
  db: Database;
  mailer: Mailer;
  /** Links in e-mails start here, never at an origin the client names. */
  publicUrl: string;
  defaultStoreId: number;
}

export interface ResetDeps {
  db: Database;
  sessionSockets: SessionSockets;
  loginLimits: LoginLimits;
}

const INVALID_VERIFICATION_LINK =
  'This verification link is invalid, has expired or was already used. If you cannot log in yet, ' +
  'use "Forgot password" to get a new link: setting a password through it verifies your e-mail too.';
const INVALID_RESET_LINK =
  'This password reset link is invalid, has expired or was already used. Please ask for a new one.';
const RESETTABLE_ROLES: number[] = [ROLE.customer, ROLE.storeAdmin];

const expiresAt = (kind: 'verify_email' | 'reset_password') => new Date(Date.now() + TOKEN_LIFETIME_MS[kind]);

/**
 * An e-mail that already has an account gets the same answer as a new one, after the same password
 * hashing, and nothing is written: only its owner hears of it, by an e-mail with a reset link.
 */
export async function registerCustomer(deps: AccountDeps, input: RegisteredCustomer) {
  const { db, mailer, publicUrl, defaultStoreId } = deps;
  const store = await getStore(db, input.store_id ?? defaultStoreId);
  const passwordHash = await hashPassword(input.password);
  if (await findUserByEmail(db, input.username)) return warnAccountOwner(deps, input.username);
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
    // Two registrations racing for one e-mail: the unique index decides, and the loser is an attempt.
    if (isUniqueViolation(error, 'users_email_unique')) return warnAccountOwner(deps, input.username);
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

/** Someone registered with the e-mail of an account: its owner is told, with a link to reset the password. */
function warnAccountOwner(deps: AccountDeps, email: string) {
  deps.mailer.sendLater(async () => {
    const user = await findUserByEmail(deps.db, email);
    return user && RESETTABLE_ROLES.includes(user.roleId)
      ? registrationAttemptEmail(await resetLinkContext(deps, user))
      : null;
  });
}

/** A new reset link for the user, and what its e-mail says around it. */
async function resetLinkContext({ db, publicUrl }: AccountDeps, user: UserRow): Promise<EmailContext> {
  const { token, hash } = newToken();
  await insertToken(db, user.id, 'reset_password', hash, expiresAt('reset_password'));
  const store = user.storeId === null ? undefined : await findStore(db, user.storeId);
  return {
    to: user.email,
    customerName: user.customerName,
    storeName: store?.name ?? null,
    link: `${publicUrl}/reset-password?token=${token}`,
  };
}

export function verifyEmail(db: Database, token: string): Promise<{ storeId: number | null }> {
  return db.transaction(async (tx) => {
    const used = await useToken(tx, 'verify_email', hashToken(token));
    if (!used) throw badRequest(INVALID_VERIFICATION_LINK);
    return markEmailVerified(tx, used.userId);
  });
}

/** Answers at once whether or not the account exists; the lookup and the e-mail happen afterwards. */
export function requestPasswordReset(deps: AccountDeps, email: string) {
  deps.mailer.sendLater(async () => {
    const user = await findUserByEmail(deps.db, email);
    // Operators manage their accounts with the command-line tool, never by e-mail.
    if (!user || !RESETTABLE_ROLES.includes(user.roleId)) return null;
    return passwordResetEmail(await resetLinkContext(deps, user));
  });
}

/**
 * Sets the new password, uses the link and ends every session (their sockets too) and other link of
 * the account. The login lock of the account is lifted: the reset proved the mailbox is the owner's.
 */
export async function resetPassword(
  { db, sessionSockets, loginLimits }: ResetDeps,
  resetToken: string,
  newPassword: string,
) {
  const hash = hashToken(resetToken);
  // Checked before hashing, so a made-up token costs no argon2 work.
  if (!(await findActiveToken(db, 'reset_password', hash))) throw badRequest(INVALID_RESET_LINK);
  const passwordHash = await hashPassword(newPassword);
  const { email, sessions } = await db.transaction(async (tx) => {
    const used = await useToken(tx, 'reset_password', hash);
    if (!used) throw badRequest(INVALID_RESET_LINK);
    const user = await setPassword(tx, used.userId, passwordHash);
    return { email: user.email, sessions: await revokeUserTokens(tx, used.userId) };
  });
  sessionSockets.disconnect(sessions);
  await loginLimits.clearAccount(email);
}
