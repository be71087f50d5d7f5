import { CreateStoreSchema } from '@food/contract';
import type { Command } from 'commander';
import { createStore } from '../../modules/stores/service.ts';
import { parseOptions, withDatabase, type ConfigLoader } from '../run.ts';

export function registerStoreCreate(program: Command, loadConfig: ConfigLoader) {
  program
    .command('store:create')
    .description('Create a store (restaurant) and print its id')
    .requiredOption('--name <name>', 'the restaurant name shown to customers')
    .requiredOption('--address <address>', 'street address')
    .requiredOption('--country <country>', 'country, e.g. Germany')
    .option('--timezone <zone>', 'IANA time zone', 'Europe/Berlin')
    .option('--currency <code>', 'ISO 4217 currency code', 'EUR')
    .option('--locale <locale>', 'locale for numbers and dates', 'de-DE')
    .action(async (options) => {
      const input = parseOptions(CreateStoreSchema, options);
      await withDatabase(loadConfig, async (db) => {
        const store = await createStore(db, input);
        process.stdout.write(`${store.id}\n`);
      });
    });
}
