import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pino } from 'pino';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tempDir, usesPostgres } from '../../test/helpers.ts';
import { freePort, runScript, waitForHealth, type RunningProcess } from '../../test/server-process.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { tablesInDependencyOrder } from '../db/copy-database.ts';
import { stores } from '../db/schema/index.ts';
import { seedDemo } from '../db/seed/demo.ts';
import { imageStoreFor } from '../modules/images/service.ts';
import { createStore } from '../modules/stores/service.ts';

const silent = pino({ level: 'silent' });

async function withEmbedded<T>(dataDir: string, work: (db: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir }, silent);
  try {
    await database.migrate();
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/** Every table's row count and the demo store's name: what a restore must bring back exactly. */
const snapshot = (dataDir: string) =>
  withEmbedded(dataDir, async (db) => {
    const counts: Record<string, number> = {};
    for (const table of await tablesInDependencyOrder(db)) {
      const result = await db.execute(sql`select count(*)::int as count from ${sql.identifier(table)}`);
      counts[table] = (result as unknown as { rows: { count: number }[] }).rows[0]!.count;
    }
    const [store] = await db.select({ name: stores.name }).from(stores).where(eq(stores.id, 9));
    return { counts, storeName: store?.name };
  });

describe.skipIf(usesPostgres)('db:backup and db:restore (embedded database)', { timeout: 180_000 }, () => {
  let dataDir: string;
  let files: string;
  let before: Awaited<ReturnType<typeof snapshot>>;
  const running: RunningProcess[] = [];
  afterEach(() => {
    for (const server of running.splice(0)) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  });

  async function cli(...args: string[]) {
    const run = runScript('src/cli/index.ts', args, { DATA_DIR: dataDir });
    const code = await run.exited;
    return { code, stdout: run.stdout(), stderr: run.stderr().trim() };
  }

  beforeAll(async () => {
    dataDir = await tempDir();
    files = await tempDir('food-backups-');
    await withEmbedded(dataDir, (db) =>
      seedDemo(db, { images: imageStoreFor({ db, kind: 'pglite' }, path.join(dataDir, 'uploads')) }),
    );
    before = await snapshot(dataDir);
  }, 180_000);

  it('backs up, and a restore brings back exactly the backed-up data', async () => {
    const backupFile = path.join(files, 'food.tgz');
    const backup = await cli('db:backup', '--out', backupFile);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`Backed up ${dataDir} to ${backupFile}`);

    await withEmbedded(dataDir, async (db) => {
      await db.update(stores).set({ name: 'Renamed after the backup' }).where(eq(stores.id, 9));
      await createStore(db, {
        name: 'Opened after the backup',
        address: 'Hauptstraße 1, 10115 Berlin',
        country: 'Germany',
        timezone: 'Europe/Berlin',
        currency: 'EUR',
        locale: 'de-DE',
      });
    });
    const changed = await snapshot(dataDir);
    expect(changed.counts.stores).toBe(before.counts.stores! + 1);

    const restore = await cli('db:restore', '--in', backupFile);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`Restored ${dataDir} from ${backupFile}`);
    expect(await snapshot(dataDir)).toEqual(before);
    expect(before.counts.products).toBeGreaterThan(0);
    expect(await fs.readdir(dataDir)).toEqual(expect.arrayContaining(['pglite', 'uploads']));
  });

  it('refuses a file that is not a backup and leaves the database as it was', async () => {
    const text = path.join(files, 'notes.txt');
    await fs.writeFile(text, 'not a backup');
    const gzipped = path.join(files, 'notes.txt.gz');
    await fs.writeFile(gzipped, gzipSync('not a backup either'));

    // A PGlite database, but not this app's.
    const other = await PGlite.create();
    const otherDatabase = path.join(files, 'other-database.tgz');
    await fs.writeFile(otherDatabase, Buffer.from(await (await other.dumpDataDir('gzip')).arrayBuffer()));
    await other.close();

    for (const file of [text, gzipped, otherDatabase]) {
      const restore = await cli('db:restore', '--in', file);
      expect(restore.code).toBe(1);
      expect(restore.stderr).toBe(`${file} is not a backup made by db:backup.`);
    }
    const missing = await cli('db:restore', '--in', path.join(files, 'nothing.tgz'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(`There is no file ${path.join(files, 'nothing.tgz')}.`);

    expect((await fs.readdir(dataDir)).sort()).toEqual(['pglite', 'uploads']);
    expect(await snapshot(dataDir)).toEqual(before);
  });

  it('refuses both while the server holds the data folder, naming its process', async () => {
    const backupFile = path.join(files, 'while-running.tgz');
    const port = await freePort();
    const server = runScript('src/server.ts', [], { PORT: String(port), DATA_DIR: dataDir });
    running.push(server);
    await waitForHealth(port, server);

    const backup = await cli('db:backup', '--out', backupFile);
    expect(backup.code).toBe(1);
    expect(backup.stderr).toBe(
      `The server (process ${server.child.pid}) is using ${dataDir}: stop it first, then run db:backup again.`,
    );
    await expect(fs.stat(backupFile)).rejects.toThrow();

    const restore = await cli('db:restore', '--in', path.join(files, 'food.tgz'));
    expect(restore.code).toBe(1);
    expect(restore.stderr).toBe(
      `The server (process ${server.child.pid}) is using ${dataDir}: stop it first, then run db:restore again.`,
    );

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const after = await cli('db:backup', '--out', backupFile);
    expect(after.code).toBe(0);
  });

  it('points to pg_dump when DATABASE_URL is set', async () => {
    const run = runScript('src/cli/index.ts', ['db:backup', '--out', path.join(files, 'x.tgz')], {
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://food@127.0.0.1:5432/food',
    });
    expect(await run.exited).toBe(1);
    expect(run.stderr().trim()).toBe(
      'DATABASE_URL is set and this command is for the embedded database: back up PostgreSQL with pg_dump.',
    );
  });
});
