import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared-query.ts';
import { authTokens, users } from '../../db/schema/index.ts';
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
