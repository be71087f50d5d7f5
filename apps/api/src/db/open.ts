import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config/env.ts';
import { openDatabase } from './client.ts';

/** The configured database: PostgreSQL with DATABASE_URL, otherwise PGlite in DATA_DIR; migrated. */
export async function openConfiguredDatabase(config: Config, logger: Logger) {
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: path.resolve(config.dataDir) },
    logger,
  );
  try {
    await database.migrate();
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}
