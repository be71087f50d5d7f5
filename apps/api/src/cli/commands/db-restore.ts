import type { Command } from 'commander';
import { fromUserCwd } from '../../config/env.ts';
import { restoreEmbeddedDatabase } from '../../db/embedded-backup.ts';
import { requireEmbedded, type ConfigLoader } from '../run.ts';

export function registerDbRestore(program: Command, loadConfig: ConfigLoader) {
  program
    .command('db:restore')
    .description('Replace the embedded database (DATA_DIR) with a db:backup file; the server must be stopped')
    .requiredOption('--in <file>', 'a file written by db:backup')
    .action(async (options: { in: string }) => {
      const config = requireEmbedded(loadConfig(), 'restore PostgreSQL with pg_restore');
      const inFile = fromUserCwd(options.in);
      await restoreEmbeddedDatabase(config.dataDir, inFile);
      process.stdout.write(`Restored ${config.dataDir} from ${inFile}.\n`);
    });
}
