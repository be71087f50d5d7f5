import { ROLE, type RegisteredCustomer } from '@food/contract';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { LoginLimits } from '../../lib/login-limits.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { recipientLanguage, type AskedLanguage } from '../../lib/reader-language.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { SessionSockets } from '../../realtime/session-sockets.ts';
import { addFirstAddress } from '../addresses/service.ts';
import { isLinkUsable, issueToken, linkOwner, revokeAllTokens, useLink } from '../auth/service.ts';
import { attachGuestOrders } from '../orders/service.ts';
import { getStore } from '../stores/service.ts';
import {
  createCustomer,
  findUserByEmail,
  markEmailVerified,
  setPassword,
  verifiedUser,
  type UserRow,
} from '../users/service.ts';
import {
  passwordResetEmail,
  registrationAttemptEmail,
  verificationEmail,
  type EmailContext,
} from './emails.ts';

export interface AccountDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  /** Links in e-mails start here, never at an origin the client names. */
  publicUrl: string;
  defaultStoreId: number;
}

export interface ResetDeps {
  db: Database;
  clock: Clock;
  sessionSockets: SessionSockets;
  loginLimits: LoginLimits;
}

const RESETTABLE_ROLES: number[] = [ROLE.customer, ROLE.storeAdmin];

const verificationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/verify-registration?token=${token}`;

/** A store administrator resets in the back office, so that the new password leads back to its login. */
const resetLink = (publicUrl: string, roleId: number, token: string) =>
  `${publicUrl}${roleId === ROLE.storeAdmin ? '/admin' : ''}/reset-password?token=${token}`;

/**
 * An e-mail that already has an account gets the same answer as a new one, after the same password
 * hashing, and nothing is written: only its owner hears of it, by an e-mail with a reset link.
 */
export async function registerCustomer(deps: AccountDeps, input: RegisteredCustomer, asked: AskedLanguage) {
  const { db, clock, mailer, publicUrl, defaultStoreId } = deps;
  const store = await getStore(db, input.store_id ?? defaultStoreId);
  const passwordHash = await hashPassword(input.password);
  if (await findUserByEmail(db, input.username)) return warnAccountOwner(deps, input.username, asked);
  const { address } = input;
  let token: string;
  try {
    token = await db.transaction(async (tx) => {
      const user = await createCustomer(tx, {
        email: input.username,
        passwordHash,
        storeId: store.id,
        customerName: address.customer_name,
        phone: address.phone,
      });
      await addFirstAddress(tx, user.id, store.id, address);
      return issueToken({ db: tx, clock }, user.id, 'verify_email');
    });
  } catch (error) {
    // Two registrations racing for one e-mail: the unique index decides, and the loser is an attempt.
    if (isUniqueViolation(error, 'users_email_unique')) return warnAccountOwner(deps, input.username, asked);
    throw error;
  }
  mailer.sendLater(async () =>
    verificationEmail({
      to: input.username,
      language: asked(store),
      customerName: address.customer_name,
      storeName: store.name,
      link: verificationLink(publicUrl, token),
    }),
  );
}

/** Someone registered with the e-mail of an account: its owner is told, with a link to reset the password. */
function warnAccountOwner(deps: AccountDeps, email: string, asked: AskedLanguage) {
  deps.mailer.sendLater(async () => {
    const user = await findUserByEmail(deps.db, email);
    return user && RESETTABLE_ROLES.includes(user.roleId)
      ? registrationAttemptEmail(await resetLinkContext(deps, user, asked))
      : null;
  });
}

/** A new reset link for the user, and what its e-mail says around it, in the user's language. */
async function resetLinkContext(
  { db, clock, publicUrl }: AccountDeps,
  user: UserRow,
  asked: AskedLanguage,
): Promise<EmailContext> {
  const token = await issueToken({ db, clock }, user.id, 'reset_password');
  const store = user.storeId === null ? null : await getStore(db, user.storeId);
  return {
    to: user.email,
    language: recipientLanguage(user.language, asked(store)),
    customerName: user.customerName,
    storeName: store?.name ?? null,
    link: resetLink(publicUrl, user.roleId, token),
  };
}

/**
 * A customer whose e-mail is now proven theirs (its verification, or a reset link that reached it) takes
 * the orders placed as a guest with it: My orders lists them. Store administrators do not.
 */
async function takeGuestOrders(db: Database, userId: number, user: { email: string; roleId: number }) {
  if (user.roleId === ROLE.customer) await attachGuestOrders(db, userId, user.email);
}

/**
 * Verifies the e-mail address of the link's account. A link opened again (used, or a second link once
 * the first was used) answers that the address is already confirmed, rather than a failure that would
 * send the customer to reset a password that works.
 */
export function verifyEmail(
  { db, clock }: Pick<AccountDeps, 'db' | 'clock'>,
  token: string,
): Promise<{ storeId: number | null; alreadyVerified: boolean }> {
  return db.transaction(async (tx) => {
    const used = await useLink({ db: tx, clock }, 'verify_email', token);
    if (used) {
      const user = await markEmailVerified(tx, used.userId);
      await takeGuestOrders(tx, used.userId, user);
      return { storeId: user.storeId, alreadyVerified: false };
    }
    const owner = await linkOwner(tx, 'verify_email', token);
    const verified = owner === undefined ? undefined : await verifiedUser(tx, owner);
    if (!verified) throw new AppError('verification_link_invalid');
    return { storeId: verified.storeId, alreadyVerified: true };
  });
}

/**
 * A new verification link for a customer who has not opened the first one. Answers at once, whatever
 * the account; only an unverified customer's mailbox gets the e-mail.
 */
export function resendVerification(deps: AccountDeps, email: string, asked: AskedLanguage) {
  const { db, clock, mailer, publicUrl } = deps;
  mailer.sendLater(async () => {
    const user = await findUserByEmail(db, email);
    if (!user || user.roleId !== ROLE.customer || user.emailVerifiedAt) return null;
    const token = await issueToken({ db, clock }, user.id, 'verify_email');
    const store = user.storeId === null ? null : await getStore(db, user.storeId);
    return verificationEmail({
      to: user.email,
      language: recipientLanguage(user.language, asked(store)),
      customerName: user.customerName,
      storeName: store?.name ?? null,
      link: verificationLink(publicUrl, token),
    });
  });
}

/** Answers at once whether or not the account exists; the lookup and the e-mail happen afterwards. */
export function requestPasswordReset(deps: AccountDeps, email: string, asked: AskedLanguage) {
  deps.mailer.sendLater(async () => {
    const user = await findUserByEmail(deps.db, email);
    // Operators manage their accounts with the command-line tool, never by e-mail.
    if (!user || !RESETTABLE_ROLES.includes(user.roleId)) return null;
    return passwordResetEmail(await resetLinkContext(deps, user, asked));
  });
}

/**
 * Sets the new password, uses the link and ends every session (their sockets too) and other link of
 * the account. The login lock of the account is lifted: the reset proved the mailbox is the owner's.
 */
export async function resetPassword(
  { db, clock, sessionSockets, loginLimits }: ResetDeps,
  resetToken: string,
  newPassword: string,
) {
  // Checked before hashing, so a made-up token costs no argon2 work.
  if (!(await isLinkUsable({ db, clock }, 'reset_password', resetToken)))
    throw new AppError('reset_link_invalid');
  const passwordHash = await hashPassword(newPassword);
  const { email, sessions } = await db.transaction(async (tx) => {
    const used = await useLink({ db: tx, clock }, 'reset_password', resetToken);
    if (!used) throw new AppError('reset_link_invalid');
    const user = await setPassword(tx, used.userId, passwordHash);
    await takeGuestOrders(tx, used.userId, user);
    return { email: user.email, sessions: await revokeAllTokens(tx, used.userId) };
  });
  sessionSockets.disconnect(sessions);
  await loginLimits.clearAccount(email);
}
