import { randomBytes } from 'node:crypto';
import {
  ROLE,
  isLanguage,
  type Language,
  type LoginForm,
  type LoginResponse,
  type Me,
  type RoleId,
  type UpdateMe,
} from '@food/contract';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { LoginLimits, LoginRefusal } from '../../lib/login-limits.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { SessionSockets } from '../../realtime/session-sockets.ts';
import { findUserByEmail, updateProfile, type UserRow } from '../users/service.ts';
import type { AuthUser } from './auth-user.ts';
import type { KnownDevice } from './known-devices.ts';
import {
  findActiveToken,
  findTokenOwner,
  insertToken,
  revokeToken,
  revokeUserTokens,
  storedSecret,
  useToken,
} from './repository.ts';
import { TOKEN_LIFETIME_MS, hashToken, newToken, type TokenKind } from './tokens.ts';

export interface AuthDeps {
  db: Database;
  clock: Clock;
}

export type { AuthUser } from './auth-user.ts';

// Checking an unknown e-mail against a throw-away hash makes it cost as much as a wrong password.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

/** The single-use tokens that e-mailed links carry. */
type LinkKind = Exclude<TokenKind, 'session'>;

/** A login's outcome: the answer and who logged in, or how long the limits refuse this client. */
type LoginOutcome = { answer: LoginResponse; userId: number } | LoginRefusal;

/**
 * Counts the attempt (lib/login-limits.ts), then checks the password. A known device counts on its own
 * only for the accounts its signed cookie names; for any other it is a client like every other.
 */
export async function login(
  { db, clock, loginLimits }: AuthDeps & { loginLimits: LoginLimits },
  form: LoginForm,
  client: { address: string; device: KnownDevice | null },
): Promise<LoginOutcome> {
  // Only a signed cookie needs the user before the count: a flood of guesses without one is refused
  // before it reaches the database.
  const looked = client.device && { user: await findUserByEmail(db, form.username) };
  const known =
    looked && looked.user && client.device?.userIds.includes(looked.user.id)
      ? `${client.device.id}:${looked.user.id}`
      : null;
  const attempt = await loginLimits.attempt(form.username, { address: client.address, knownDevice: known });
  if (attempt.refused) return { retryAfterMs: attempt.retryAfterMs, by: attempt.by };
  const user = looked ? looked.user : await findUserByEmail(db, form.username);
  const valid = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), form.password);
  if (!user || !valid) throw new AppError('invalid_credentials');
  await attempt.passwordCorrect();
  if (user.roleId === ROLE.customer && !user.emailVerifiedAt) {
    throw new AppError('email_not_verified');
  }
  const access_token = await issueToken({ db, clock }, user.id, 'session');
  return {
    answer: {
      access_token,
      token_type: 'bearer',
      role_id: user.roleId as RoleId,
      language: languageOf(user),
    },
    userId: user.id,
  };
}

/** The HMAC key of the known-device cookies: made by the first process that needs it, kept in the database. */
export async function knownDeviceKey(db: Database): Promise<Buffer> {
  const stored = await storedSecret(db, 'known_device_key', randomBytes(32).toString('base64url'));
  return Buffer.from(stored, 'base64url');
}

export async function authenticate({ db, clock }: AuthDeps, bearer: string): Promise<AuthUser | null> {
  const row = await findActiveToken(db, 'session', hashToken(bearer), clock.now());
  return row ? toAuthUser(row.user, row.token.id) : null;
}

/** A new token of the kind for the user, valid for the kind's lifetime; answers the token itself. */
export async function issueToken({ db, clock }: AuthDeps, userId: number, kind: TokenKind): Promise<string> {
  const { token, hash } = newToken();
  await insertToken(db, userId, kind, hash, new Date(clock.now().getTime() + TOKEN_LIFETIME_MS[kind]));
  return token;
}

/** Whether a link's token could be used now; looking costs no password hashing. */
export async function isLinkUsable({ db, clock }: AuthDeps, kind: LinkKind, token: string): Promise<boolean> {
  return (await findActiveToken(db, kind, hashToken(token), clock.now())) !== undefined;
}

/** Uses a link's token once: the user it was sent to, or undefined when it is unknown, used or expired. */
export function useLink(
  { db, clock }: AuthDeps,
  kind: LinkKind,
  token: string,
): Promise<{ userId: number } | undefined> {
  return useToken(db, kind, hashToken(token), clock.now());
}

/** The user a link was sent to, whether or not it can still be used; undefined for an unknown link. */
export async function linkOwner(db: Database, kind: LinkKind, token: string): Promise<number | undefined> {
  return (await findTokenOwner(db, kind, hashToken(token)))?.userId;
}

/** Ends every session and every unused link of the user; answers the hashes of the sessions, for their sockets. */
export function revokeAllTokens(db: Database, userId: number): Promise<string[]> {
  return revokeUserTokens(db, userId);
}

/** Revokes the session's token and ends its live sockets. */
export async function logout(deps: { db: Database; sessionSockets: SessionSockets }, user: AuthUser) {
  const tokenHash = await revokeToken(deps.db, user.tokenId);
  if (tokenHash) deps.sessionSockets.disconnect([tokenHash]);
}

const languageOf = (user: UserRow): Language | null => (isLanguage(user.language) ? user.language : null);

function toAuthUser(user: UserRow, tokenId: number): AuthUser {
  return {
    id: user.id,
    email: user.email,
    roleId: user.roleId as RoleId,
    storeId: user.storeId,
    customerName: user.customerName,
    phone: user.phone,
    language: languageOf(user),
    tokenId,
  };
}

const ROLE_NAME = { 1: 'operator', 2: 'customer', 3: 'admin' } as const;

export function toMe(user: AuthUser): Me {
  return {
    id: user.id,
    email: user.email,
    role_id: user.roleId,
    role: ROLE_NAME[user.roleId],
    store_id: user.storeId,
    customer_name: user.customerName,
    phone: user.phone,
    language: user.language,
  };
}

/** The user's own name, phone number or language, changed; answers the user as they are now. */
export async function changeMe(db: Database, user: AuthUser, change: UpdateMe): Promise<AuthUser> {
  const profile = {
    customerName: change.customer_name,
    phone: change.phone,
    language: change.language,
  };
  const given = Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== undefined));
  await updateProfile(db, user.id, given);
  return { ...user, ...given };
}

/** The store a back-office caller works on: always their own, from the server's user record. */
export function adminStoreId(user: AuthUser | null): number {
  if (!user) throw new AppError('unauthorized');
  if (user.roleId !== ROLE.storeAdmin || user.storeId === null) throw new AppError('store_admin_only');
  return user.storeId;
}
