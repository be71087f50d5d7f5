import { eq, like } from 'drizzle-orm';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { imageFiles } from '../src/db/schema/index.ts';
import type { TestContext } from './helpers.ts';

/**
 * Where the test's server keeps picture files, read around it: the `image_files` table on
 * PostgreSQL, the upload folder on the embedded database.
 */
export function storedImageFiles(t: Pick<TestContext, 'database' | 'config'>) {
  const onPostgres = t.database.kind === 'postgres';
  return {
    /** The bytes stored under the name (`9/<uuid>-8x8.webp`), or undefined. */
    async bytes(name: string): Promise<Buffer | undefined> {
      if (!onPostgres) return readFile(path.join(t.config.uploadDir, name)).catch(() => undefined);
      const rows = await t.database.db
        .select({ data: imageFiles.data })
        .from(imageFiles)
        .where(eq(imageFiles.name, name));
      return rows[0]?.data;
    },
    /** The names stored in one folder (`9`, `demo`), sorted. */
    async names(folder: string): Promise<string[]> {
      if (!onPostgres) {
        const files = await readdir(path.join(t.config.uploadDir, folder)).catch(() => [] as string[]);
        return files.map((file) => `${folder}/${file}`).sort();
      }
      const rows = await t.database.db
        .select({ name: imageFiles.name })
        .from(imageFiles)
        .where(like(imageFiles.name, `${folder}/%`));
      return rows.map((row) => row.name).sort();
    },
  };
}
