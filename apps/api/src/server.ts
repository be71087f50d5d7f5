import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { DEMO_LOGINS, seedDemo } from './db/seed/demo.ts';
import { exitWith } from './lib/fatal.ts';
import { loggableError } from './lib/loggable-error.ts';
import { imageStoreFor } from './modules/images/service.ts';

async function main() {
  const config = loadConfig();
  // Lines go to a worker thread (pino's transport) that writes them to standard output: the request
  // path only serialises its line and hands it over, with no file writes or their callbacks on the main
  // thread. Under load that took the menu from 0.58x to 0.69x of the bare server (bench:menu). Pino
  // flushes the worker when the process exits, and the shutdown below flushes before closing.
  const destination = pino.transport({ target: 'pino/file', options: { destination: 1 } });
  // A log that cannot be written (its worker died, standard output closed) must not stop the orders.
  destination.on('error', (err: Error) => process.stderr.write(`Log output failed: ${err.message}\n`));
  const logger = pino(
    {
      level: config.logLevel,
      serializers: { err: loggableError },
      redact: {
        paths: [
          'req.headers.authorization',
          '*.password',
          '*.new_password',
          '*.token',
          // The Stripe keys are never logged on purpose; this only catches a config written by mistake.
          '*.secretKey',
          '*.webhookSecret',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
  const database = await openConfiguredDatabase(config, logger);

  // The demo seeds itself on the embedded database only; a production PostgreSQL is never seeded by a start.
  const seedRequested = process.argv.includes('--seed-demo');
  const demo = seedRequested && !config.databaseUrl;
  if (demo) {
    const { created } = await seedDemo(database.db, { images: imageStoreFor(database, config.uploadDir) });
    if (created) logger.info('demo restaurant created as store 9');
  }

  const app = await buildApp(config, database, logger, { demo });
  // Everything, the drain delay included, within 10 s; what is still running then is cut off (exit 1).
  closeWithGrace({ delay: 10_000, logger }, async ({ signal, err }) => {
    if (err) logger.error({ err }, 'shutting down after an uncaught error');
    else logger.info({ signal }, 'shutting down: finishing requests in flight');
    await app.drain();
    await database.close();
    destination.flushSync();
  });

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await database.close();
    throw err;
  }

  const url = config.publicUrl;
  const lines = [
    '',
    `  Food order is running at ${url}`,
    `  Storefront   ${url}/`,
    `  Back office  ${url}/admin`,
    `  API docs     ${url}/api/docs`,
  ];
  if (demo) {
    lines.push(
      `  Demo administrator  ${DEMO_LOGINS.admin.email} / ${DEMO_LOGINS.admin.password}`,
      `  Demo customer       ${DEMO_LOGINS.customer.email} / ${DEMO_LOGINS.customer.password}`,
    );
  }
  // The log's worker writes what it was given first, so that these lines come last.
  destination.flushSync();
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch(exitWith);
