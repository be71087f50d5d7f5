import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertImageName, contentTypeOf, sha256Of, type ImageFile, type ImageStore } from './image-store.ts';

const NOT_A_FILE = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);
const isMissing = (err: unknown) => NOT_A_FILE.has((err as NodeJS.ErrnoException).code ?? '');

/** Picture files in a folder on this machine's disk: the embedded database's store. */
export function diskImageStore(folder: string): ImageStore {
  const pathOf = (name: string) => {
    assertImageName(name);
    return path.join(folder, name);
  };

  /**
   * Written aside, then linked to its name, which fails if the name exists: a reader never sees half
   * a file, and a file already there is never replaced.
   */
  async function saveOne({ name, data }: ImageFile) {
    const file = pathOf(name);
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomUUID()}.tmp`;
    await writeFile(partial, data);
    try {
      await link(partial, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      await rm(partial, { force: true });
    }
  }

  return {
    async save(files) {
      await Promise.all(files.map(saveOne));
    },
    async read(name) {
      try {
        const data = await readFile(pathOf(name));
        return { data, contentType: contentTypeOf(name), sha256: sha256Of(data) };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async remove(names) {
      await Promise.all(names.map((name) => rm(pathOf(name), { force: true })));
    },
  };
}
