import type { Command } from 'commander';
import { fromUserCwd } from '../../config/env.ts';
import { backupEmbeddedDatabase } from '../../db/embedded-backup.ts';
import { requireEmbedded, type ConfigLoader } from '../run.ts';

export function registerDbBackup(program: Command, loadConfig: ConfigLoader) {
  program
    .command('db:backup')
    .description('Save the embedded database (DATA_DIR) to one file; the server must be stopped')
    .requiredOption('--out <file>', 'the backup file to write, e.g. food-2026-11-26.tgz')
    .action(async (options: { out: string }) => {
      const config = requireEmbedded(loadConfig(), 'back up PostgreSQL with pg_dump');
      const outFile = fromUserCwd(options.out);
      const bytes = await backupEmbeddedDatabase(config.dataDir, outFile);
      process.stdout.write(`Backed up ${config.dataDir} to ${outFile} (${formatSize(bytes)}).\n`);
    });
}

const formatSize = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
