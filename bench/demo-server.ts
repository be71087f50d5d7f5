import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemo } from '../apps/api/src/db/seed/demo.ts';

/** The real server with the demo store on an in-memory database, listening on a free port. */
export async function startDemoServer() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'food-bench-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dir,
    UPLOAD_DIR: path.join(dir, 'uploads'),
    WEB_DIST_DIR: path.resolve(import.meta.dirname, '../apps/web/dist'),
  });
  const logger = pino({ level: 'silent' });
  const database = await openDatabase({ memory: true }, logger);
  await database.migrate();
  await seedDemo(database.db, { uploadDir: config.uploadDir });
  const app = await buildApp(config, database, logger);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await database.close();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
