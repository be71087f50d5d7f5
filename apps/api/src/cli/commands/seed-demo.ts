import type { Command } from 'commander';
import { DEMO_LOGINS, seedDemo } from '../../db/seed/demo.ts';
import { withDatabase, type ConfigLoader } from '../run.ts';
import { imageStoreFor } from '../../modules/images/service.ts';

export function registerSeedDemo(program: Command, loadConfig: ConfigLoader) {
  program
    .command('seed:demo')
    .description('Create the demo restaurant (store 9) with its menu, hours and demo logins, if missing')
    .action(async () => {
      await withDatabase(loadConfig, async (db, config, database) => {
        const { storeId, created } = await seedDemo(db, {
          images: imageStoreFor(database, config.uploadDir),
        });
        process.stdout.write(
          created
            ? `Demo store ${storeId} created. Logins: ${DEMO_LOGINS.admin.email} / ${DEMO_LOGINS.admin.password}, ${DEMO_LOGINS.customer.email} / ${DEMO_LOGINS.customer.password}\n`
            : `Store ${storeId} already exists; nothing changed.\n`,
        );
      });
    });
}
