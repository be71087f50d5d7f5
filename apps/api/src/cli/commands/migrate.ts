import type { Command } from 'commander';
import { withDatabase, type ConfigLoader } from '../run.ts';

export function registerMigrate(program: Command, loadConfig: ConfigLoader) {
  program
    .command('migrate')
    .description('Apply pending database migrations (the server also does this when it starts)')
    .action(async () => {
      await withDatabase(loadConfig, async () => {
        process.stdout.write('The database schema is up to date.\n');
      });
    });
}
