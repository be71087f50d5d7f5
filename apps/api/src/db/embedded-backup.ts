import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { CliError } from '../lib/fatal.ts';
import { pgliteFolder } from './client.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

/**
 * PGlite runs inside the server's process, so no other process can read a consistent picture of its
 * files, or replace them, while it runs: a command on the data folder is refused instead.
 */
export const serverRunning = (err: DataDirLockedError, command: string) =>
  new CliError(
    `The server (process ${err.pid}) is using ${err.dataDir}: stop it first, then run ${command} again.`,
  );

/** Holds the data folder's lock, as the server does, while `work` runs. */
async function holdDataDir<T>(dataDir: string, command: string, work: () => Promise<T>): Promise<T> {
  let release: () => Promise<void>;
  try {
    release = await lockDataDir(dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError) throw serverRunning(err, command);
    throw err;
  }
  try {
    return await work();
  } finally {
    await release();
  }
}

export async function requireEmbeddedDatabase(dataDir: string) {
  const exists = await fs.stat(path.join(pgliteFolder(dataDir), 'PG_VERSION')).then(
    () => true,
    () => false,
  );
  if (!exists) throw new CliError(`There is no embedded database in ${dataDir} (DATA_DIR).`);
}

/** Writes the embedded database as one gzipped tarball (PGlite's dumpDataDir); answers its size in bytes. */
export async function backupEmbeddedDatabase(dataDir: string, outFile: string): Promise<number> {
  await requireEmbeddedDatabase(dataDir);
  return holdDataDir(dataDir, 'db:backup', async () => {
    const client = await PGlite.create(pgliteFolder(dataDir));
    let tarball: Blob;
    try {
      // Written out first, so that a restore starts without replaying the write-ahead log.
      await client.exec('CHECKPOINT');
      tarball = await client.dumpDataDir('gzip');
    } finally {
      await client.close();
    }
    const bytes = Buffer.from(await tarball.arrayBuffer());
    // Renamed into place whole: a failed backup never replaces an earlier one with half a file.
    const partial = `${outFile}.partial-${process.pid}`;
    try {
      await fs.writeFile(partial, bytes);
      await fs.rename(partial, outFile);
    } catch (err) {
      const missing = (err as NodeJS.ErrnoException).code === 'ENOENT';
      throw new CliError(
        `Cannot write ${outFile}: ${missing ? `there is no folder ${path.dirname(outFile)}` : (err as Error).message}.`,
      );
    } finally {
      await fs.rm(partial, { force: true });
    }
    return bytes.length;
  });
}

const notABackup = (file: string) => new CliError(`${file} is not a backup made by db:backup.`);

/**
 * Replaces the embedded database with a backup. The backup is unpacked and opened beside the current
 * database first; only a backup that opens as this app's database is swapped in, by two renames, so a
 * failure at any step before leaves the current database as it was.
 */
export async function restoreEmbeddedDatabase(dataDir: string, inFile: string): Promise<void> {
  const bytes = await fs.readFile(inFile).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') throw new CliError(`There is no file ${inFile}.`);
    throw err;
  });
  try {
    gunzipSync(bytes);
  } catch {
    throw notABackup(inFile);
  }
  await holdDataDir(dataDir, 'db:restore', async () => {
    const target = pgliteFolder(dataDir);
    const staging = `${target}.restoring-${process.pid}`;
    const replaced = `${target}.replaced-${process.pid}`;
    await fs.rm(staging, { recursive: true, force: true });
    try {
      await unpackBackup(staging, bytes, inFile);
      const hasCurrent = await fs.stat(target).then(
        () => true,
        () => false,
      );
      if (hasCurrent) await fs.rename(target, replaced);
      try {
        await fs.rename(staging, target);
      } catch (err) {
        if (hasCurrent) await fs.rename(replaced, target);
        throw err;
      }
      await fs.rm(replaced, { recursive: true, force: true });
    } finally {
      await fs.rm(staging, { recursive: true, force: true });
    }
  });
}

/** Loads the tarball into `folder` and checks that it holds this app's migrated database. */
async function unpackBackup(folder: string, bytes: Buffer, inFile: string) {
  let client: PGlite;
  try {
    client = await PGlite.create(folder, { loadDataDir: new Blob([bytes]) });
  } catch {
    throw notABackup(inFile);
  }
  try {
    const { rows } = await client.query<{ migrated: boolean }>(
      "select to_regclass('drizzle.__drizzle_migrations') is not null as migrated",
    );
    if (!rows[0]?.migrated) throw notABackup(inFile);
    await client.exec('CHECKPOINT');
  } finally {
    await client.close();
  }
}
