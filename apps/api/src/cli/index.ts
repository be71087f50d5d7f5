import { Command, CommanderError } from 'commander';
import { loadConfig } from '../config/env.ts';
import { exitWith } from '../lib/fatal.ts';
import { registerAdminCreate } from './commands/admin-create.ts';
import { registerDbBackup } from './commands/db-backup.ts';
import { registerDbCopy } from './commands/db-copy.ts';
import { registerDbRestore } from './commands/db-restore.ts';
import { registerMigrate } from './commands/migrate.ts';
import { registerSeedDemo } from './commands/seed-demo.ts';
import { registerStoreCreate } from './commands/store-create.ts';

const program = new Command('food-order')
  .description('Operate the food-order server: onboard restaurants and manage the database.')
  .showHelpAfterError('(run with --help for usage)')
  .exitOverride();

const config = () => loadConfig();
registerStoreCreate(program, config);
registerAdminCreate(program, config);
registerSeedDemo(program, config);
registerMigrate(program, config);
registerDbBackup(program, config);
registerDbRestore(program, config);
registerDbCopy(program, config);

try {
  await program.parseAsync(process.argv);
} catch (err) {
  if (err instanceof CommanderError) process.exit(err.exitCode);
  exitWith(err);
}
