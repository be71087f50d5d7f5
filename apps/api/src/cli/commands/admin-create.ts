import type { Command } from 'commander';
import { CreateAdminSchema, createAdmin } from '../../modules/users/service.ts';
import { parseOptions, withDatabase, type ConfigLoader } from '../run.ts';

export function registerAdminCreate(program: Command, loadConfig: ConfigLoader) {
  program
    .command('admin:create')
    .description("Create a store administrator who manages one store's back office")
    .requiredOption('--store <id>', 'id of the store (from store:create)')
    .requiredOption('--email <email>', 'login e-mail')
    .requiredOption('--password <password>', 'password, at least 8 characters')
    .option('--name <name>', 'name shown in the back office', 'Administrator')
    .action(async (options) => {
      const input = parseOptions(CreateAdminSchema, { ...options, storeId: options.store });
      await withDatabase(loadConfig, async (db) => {
        const user = await createAdmin(db, input);
        process.stdout.write(
          `Administrator ${user.email} (user ${user.id}) created for store ${user.storeId}\n`,
        );
      });
    });
}
