import type { Command } from 'commander';
import { getTableName } from 'drizzle-orm';
import { pino } from 'pino';
import { z } from 'zod';
import { openDatabase, type DatabaseHandle, type Transaction } from '../../db/client.ts';
import {
  copyDatabase,
  CopyMismatchError,
  findTableWithRows,
  type TableCount,
} from '../../db/copy-database.ts';
import { requireEmbeddedDatabase, serverRunning } from '../../db/embedded-backup.ts';
import { DataDirLockedError } from '../../db/data-dir-lock.ts';
import { imageFiles } from '../../db/schema/index.ts';
import { CliError } from '../../lib/fatal.ts';
import { copyImageFiles, imageStoreFor } from '../../modules/images/service.ts';
import { parseOptions, type ConfigLoader } from '../run.ts';

const CopyOptionsSchema = z.object({
  to: z.string().refine((value) => {
    try {
      return ['postgres:', 'postgresql:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'must be a URL like postgres://user@127.0.0.1:5432/food'),
});

/** The URL without its password, to print. */
function describeUrl(value: string) {
  const url = new URL(value);
  url.password = '';
  return url.toString();
}

function printCounts(counts: TableCount[]) {
  const width = Math.max(...counts.map((count) => count.table.length), 'table'.length);
  const line = (name: string, source: string, target: string) =>
    `${name.padEnd(width)}  ${source.padStart(8)}  ${target.padStart(10)}\n`;
  process.stdout.write(line('table', 'embedded', 'postgresql'));
  for (const count of counts)
    process.stdout.write(line(count.table, String(count.source), String(count.target)));
}

async function openEmbedded(dataDir: string, logger: pino.Logger): Promise<DatabaseHandle> {
  await requireEmbeddedDatabase(dataDir);
  try {
    return await openDatabase({ dataDir }, logger);
  } catch (err) {
    if (err instanceof DataDirLockedError) throw serverRunning(err, 'db:copy');
    throw err;
  }
}

/** Refuses a target with any row in it, before its schema is touched. */
async function requireEmpty(target: DatabaseHandle, url: string) {
  try {
    await target.ping();
  } catch (err) {
    throw new CliError(`Cannot connect to the database in --to: ${(err as Error).message}`);
  }
  const full = await findTableWithRows(target.db);
  if (full) {
    throw new CliError(
      `The database ${describeUrl(url)} already has data (table ${full}); db:copy only copies into an empty database.`,
    );
  }
}

export function registerDbCopy(program: Command, loadConfig: ConfigLoader) {
  program
    .command('db:copy')
    .description('Copy the whole embedded database (DATA_DIR) into an empty PostgreSQL database')
    .requiredOption('--to <url>', 'the PostgreSQL database, e.g. postgres://food@127.0.0.1:5432/food')
    .action(async (options) => {
      const { to } = parseOptions(CopyOptionsSchema, options);
      const config = loadConfig();
      const logger = pino({ level: 'warn' });
      const source = await openEmbedded(config.dataDir, logger);
      try {
        const target = await openDatabase({ databaseUrl: to }, logger);
        try {
          await requireEmpty(target, to);
          await Promise.all([source.migrate(), target.migrate()]);
          let pictures = 0;
          // The picture files move into PostgreSQL's image_files, where every server process reads them.
          const copyPictures = async (tx: Transaction) => {
            const store = imageStoreFor({ db: tx, kind: 'postgres' }, config.uploadDir);
            pictures = await copyImageFiles(config.uploadDir, store);
            return { [getTableName(imageFiles)]: pictures };
          };
          const counts = await copyDatabase(source.db, target.db, copyPictures).catch((err: unknown) => {
            if (!(err instanceof CopyMismatchError)) throw err;
            printCounts(err.counts);
            throw new CliError(err.message);
          });
          printCounts(counts);
          process.stdout.write(
            `${getTableName(imageFiles)} holds the ${pictures} picture files of ${config.uploadDir}.\n`,
          );
          process.stdout.write(
            `Copied ${config.dataDir} to ${describeUrl(to)}: every table has as many rows as the embedded one.\n`,
          );
        } finally {
          await target.close();
        }
      } finally {
        await source.close();
      }
    });
}
