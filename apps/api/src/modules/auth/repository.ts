import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared-query.ts';
import { authTokens, serverSecrets, users } from '../../db/schema/index.ts';
import type { TokenKind } from './tokens.ts';

/** A token that may still be used at `now`: not revoked, not used, not expired. */
const usable = (kind: TokenKind, hash: string, now: Date) =>
  and(
    eq(authTokens.tokenHash, hash),
    eq(authTokens.kind, kind),
    isNull(authTokens.revokedAt),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, now),
  );

export async function insertToken(
  db: Database,
  userId: number,
  kind: TokenKind,
  hash: string,
  expiresAt: Date,
) {
  await db.insert(authTokens).values({ userId, kind, tokenHash: hash, expiresAt });
}

const activeTokenQuery = preparedPerDatabase((db) =>
  db
    .select({ token: authTokens, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder('hash')),
        eq(authTokens.kind, sql.placeholder('kind')),
        isNull(authTokens.revokedAt),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('find_active_token'),
);

/**
 * The token and its user in one query: every authenticated request needs both. Prepared once per
 * database: the SQL is not built again for each request, and PostgreSQL keeps its plan.
 */
export async function findActiveToken(db: Database, kind: TokenKind, hash: string, now: Date) {
  const [row] = await activeTokenQuery(db).execute({ hash, kind, now: now.toISOString() });
  return row;
}

/** Answers the revoked token's hash: its sockets are found by it. */
export async function revokeToken(db: Database, tokenId: number) {
  const [row] = await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(eq(authTokens.id, tokenId))
    .returning({ tokenHash: authTokens.tokenHash });
  return row?.tokenHash;
}

/** Whose token this is, used, expired or revoked as it may be. */
export async function findTokenOwner(db: Database, kind: TokenKind, hash: string) {
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(and(eq(authTokens.kind, kind), eq(authTokens.tokenHash, hash)));
  return row;
}

/** Marks a single-use token used, if it still may be; the update decides, so two requests cannot both use it. */
export async function useToken(db: Database, kind: TokenKind, hash: string, now: Date) {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(kind, hash, now))
    .returning({ id: authTokens.id, userId: authTokens.userId });
  return row;
}

/** Ends every session and every unused link of the user; answers the hashes of the sessions ended. */
export async function revokeUserTokens(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt), isNull(authTokens.usedAt)))
    .returning({ tokenHash: authTokens.tokenHash, kind: authTokens.kind });
  return rows.filter((row) => row.kind === 'session').map((row) => row.tokenHash);
}

/**
 * The secret of that name: the candidate if none is stored yet, else the stored one. The insert
 * decides, so processes starting together all end up with the one that was stored first.
 */
export async function storedSecret(db: Database, name: string, candidate: string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  return row!.value;
}
