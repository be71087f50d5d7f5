import { pino } from 'pino';
import type { z } from 'zod';
import type { Config } from '../config/env.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { AppError } from '../lib/errors.ts';
import { CliError } from '../lib/fatal.ts';
import { validationText } from '../lib/validation-text.ts';

export type ConfigLoader = () => Config;

/** Runs one command against the configured database and turns expected failures into one line. */
export async function withDatabase(
  loadConfig: ConfigLoader,
  work: (db: Database, config: Config, database: DatabaseHandle) => Promise<void>,
) {
  const config = loadConfig();
  const logger = pino({ level: 'warn' });
  const database = await openConfiguredDatabase(config, logger);
  try {
    await work(database.db, config, database);
  } catch (err) {
    if (err instanceof AppError) throw new CliError(err.message);
    throw err;
  } finally {
    await database.close();
  }
}

export function parseOptions<T extends z.ZodType>(schema: T, options: unknown): z.infer<T> {
  const parsed = schema.safeParse(options);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(
    (issue) => `--${kebab(String(issue.path[0]))} ${validationText('en', issue.message)}`,
  );
  throw new CliError(problems.join('\n'));
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The backup commands work on the embedded database only; with DATABASE_URL set, say what to use. */
export function requireEmbedded(config: Config, instead: string): Config {
  if (config.databaseUrl) {
    throw new CliError(`DATABASE_URL is set and this command is for the embedded database: ${instead}.`);
  }
  return config;
}
