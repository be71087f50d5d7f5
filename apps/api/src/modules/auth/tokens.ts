import { createHash, randomBytes } from 'node:crypto';

export type TokenKind = 'session' | 'verify_email' | 'reset_password';

export const TOKEN_LIFETIME_MS: Record<TokenKind, number> = {
  session: 30 * 24 * 60 * 60 * 1000,
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

/** Tokens are 256 random bits; only their SHA-256 reaches the database. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
