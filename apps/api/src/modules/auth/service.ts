import { randomBytes } from 'node:crypto';
import { ROLE, type LoginForm, type LoginResponse, type Me, type RoleId } from '@food/contract';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, unauthorized } from '../../lib/errors.ts';
import type { SessionSockets } from '../../realtime/session-sockets.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { findActiveToken, findUserByEmail, insertToken, revokeToken, type UserRow } from './repository.ts';
import { TOKEN_LIFETIME_MS, hashToken, newToken } from './tokens.ts';

export interface AuthUser {
  id: number;
  email: string;
  roleId: RoleId;
  storeId: number | null;
  customerName: string;
  phone: string;
  tokenId: number;
}

// Checking an unknown e-mail against a throw-away hash makes it cost as much as a wrong password.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));
const INVALID_LOGIN = 'Incorrect email or password';

/** Checks the password of an attempt the login limits have counted (lib/login-limits.ts). */
export async function login(
  db: Database,
  form: LoginForm,
  attempt: { passwordCorrect(): Promise<void> },
): Promise<LoginResponse> {
  const user = await findUserByEmail(db, form.username);
  const valid = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), form.password);
  if (!user || !valid) throw unauthorized(INVALID_LOGIN);
  await attempt.passwordCorrect();
  if (user.roleId === ROLE.customer && !user.emailVerifiedAt) {
    throw new AppError('forbidden', 'Please verify your e-mail first');
  }
  const { token, hash } = newToken();
  await insertToken(db, user.id, 'session', hash, new Date(Date.now() + TOKEN_LIFETIME_MS.session));
  return { access_token: token, token_type: 'bearer', role_id: user.roleId as RoleId };
}

export async function authenticate(db: Database, bearer: string): Promise<AuthUser | null> {
  const row = await findActiveToken(db, 'session', hashToken(bearer));
  return row ? toAuthUser(row.user, row.token.id) : null;
}

/** Revokes the session's token and ends its live sockets. */
export async function logout(deps: { db: Database; sessionSockets: SessionSockets }, user: AuthUser) {
  const tokenHash = await revokeToken(deps.db, user.tokenId);
  if (tokenHash) deps.sessionSockets.disconnect([tokenHash]);
}

function toAuthUser(user: UserRow, tokenId: number): AuthUser {
  return {
    id: user.id,
    email: user.email,
    roleId: user.roleId as RoleId,
    storeId: user.storeId,
    customerName: user.customerName,
    phone: user.phone,
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
  };
}

/** The store a back-office caller works on: always their own, from the server's user record. */
export function adminStoreId(user: AuthUser | null): number {
  if (!user) throw unauthorized();
  if (user.roleId !== ROLE.storeAdmin || user.storeId === null)
    throw forbidden('Only store administrators can do this');
  return user.storeId;
}
