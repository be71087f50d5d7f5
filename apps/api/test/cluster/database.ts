import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A database of the cluster's own on DATABASE_URL's server (cluster_<random>), never the data of the
 * database the URL names; `drop` removes it, connections and all.
 */
export async function createClusterDatabase(adminUrl: string) {
  const name = `cluster_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  return {
    name,
    url: url.toString(),
    /** One query on the cluster's database, for the counts the checks compare. */
    query: <Row extends pg.QueryResultRow>(text: string, values?: unknown[]) =>
      pool.query<Row>(text, values).then((result) => result.rows),
    async drop() {
      await pool.end();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
