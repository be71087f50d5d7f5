import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { lockDataDir } from './data-dir-lock.ts';
import { PreparingClient } from './prepared-statements.ts';
import { PreparingPGlite } from './preparing-pglite.ts';
import * as schema from './schema/index.ts';

type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** PostgreSQL's pool at this moment; null on the embedded database, which has none. */
  poolUse(): { inUse: number; idle: number; waiting: number } | null;
  close(): Promise<void>;
}

/** Where the database lives: a PostgreSQL URL, a PGlite data folder, or (tests) PGlite in memory. */
export type DatabaseTarget = { databaseUrl: string } | { dataDir: string } | { memory: true };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK_ID = 727_100_001;

export async function openDatabase(target: DatabaseTarget, logger: Logger): Promise<DatabaseHandle> {
  if ('databaseUrl' in target) return openPostgres(target.databaseUrl, logger);
  if ('dataDir' in target) return openPglite(target.dataDir, logger);
  return openPglite(undefined, logger);
}

/**
 * A checked-out client that loses its connection (the backend terminated, the network cut) emits
 * 'error', and with no listener the process would crash. It goes back to the pool at once, which
 * discards it: its holder's queries fail as unavailable (503) and the next ones get new connections.
 * The holder's own release is then a no-op; drizzle's transaction() never releases a client whose
 * BEGIN failed (drizzle-orm#6241), and the pool would otherwise lose that slot for good.
 */
function handBackWhenLost(client: pg.PoolClient, logger: Logger): pg.PoolClient {
  const release = client.release;
  let released = false;
  const lost = (err: Error) => {
    logger.warn({ err }, 'PostgreSQL connection lost during a request; the pool will reconnect');
    client.release(err);
  };
  client.release = (err) => {
    if (released) return;
    released = true;
    client.removeListener('error', lost);
    release(err);
  };
  client.on('error', lost);
  return client;
}

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/** pg's pool, with the clients that drizzle and migrate() check out guarded as above. */
class Pool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly logger: Logger,
  ) {
    super(config);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback) {
    // With a callback it is the pool's own query(), which already hands back a client that broke.
    if (callback) return super.connect(callback);
    // The guard goes on in the pool's callback, in the same tick as the checkout: a promise would
    // leave a gap in which the connection's last bytes (a result, then the termination) go unheard.
    return new Promise<pg.PoolClient>((resolve, reject) =>
      super.connect((err, client) => (err ? reject(err) : resolve(handBackWhenLost(client!, this.logger)))),
    );
  }
}

async function openPostgres(databaseUrl: string, logger: Logger): Promise<DatabaseHandle> {
  const pool = new Pool(
    {
      connectionString: databaseUrl,
      Client: PreparingClient,
      max: 10,
      // While the database is unreachable a request waits this long at most before its 503.
      connectionTimeoutMillis: 3_000,
      idleTimeoutMillis: 30_000,
    },
    logger,
  );
  // An idle client losing its server (a restart, a failover) emits here; without a listener the
  // process would crash. The pool drops that client and opens a new one on the next query.
  pool.on('error', (err) => logger.warn({ err }, 'PostgreSQL connection lost; the pool will reconnect'));
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several processes may start at once: one migrates, the others wait for it.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema, casing: 'snake_case' }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      await pool.query('select 1');
    },
    poolUse: () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async close() {
      await pool.end();
    },
  };
}

/** Where PGlite keeps its files inside DATA_DIR (beside the lock file and, by default, the uploads). */
export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');

async function openPglite(dataDir: string | undefined, logger: Logger): Promise<DatabaseHandle> {
  const release = dataDir ? await lockDataDir(dataDir) : async () => undefined;
  let client: PreparingPGlite;
  try {
    client = await PreparingPGlite.open(dataDir ? pgliteFolder(dataDir) : undefined);
  } catch (err) {
    await release();
    throw err;
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema, casing: 'snake_case' }), { migrationsFolder });
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    poolUse: () => null,
    async close() {
      try {
        if (dataDir) await client.exec('CHECKPOINT');
        await client.close();
      } catch (err) {
        logger.error({ err }, 'closing the embedded database failed');
      } finally {
        await release();
      }
    },
  };
}
