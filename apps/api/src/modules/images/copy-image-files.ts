import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { diskImageStore } from './disk-image-store.ts';
import { isImageName, type ImageStore } from './image-store.ts';

/** Files read and written per step, so that a large upload folder is never in memory at once. */
const BATCH_FILES = 20;

const entriesOf = (folder: string) =>
  readdir(folder, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });

/**
 * Copies every picture file kept in `uploadDir` (the embedded database's store: a picture and its
 * variants, uploads and the demo's) into `target`; answers how many. Files that are no picture's
 * (names the store would never serve) stay behind.
 */
export async function copyImageFiles(uploadDir: string, target: ImageStore): Promise<number> {
  const disk = diskImageStore(uploadDir);
  const names: string[] = [];
  for (const folder of await entriesOf(uploadDir)) {
    if (!folder.isDirectory()) continue;
    for (const file of await entriesOf(path.join(uploadDir, folder.name))) {
      const name = `${folder.name}/${file.name}`;
      if (file.isFile() && isImageName(name)) names.push(name);
    }
  }
  for (let start = 0; start < names.length; start += BATCH_FILES) {
    const files = await Promise.all(
      names.slice(start, start + BATCH_FILES).map(async (name) => {
        const stored = await disk.read(name);
        if (!stored) throw new Error(`The picture file ${name} disappeared while it was copied.`);
        return { name, data: stored.data };
      }),
    );
    await target.save(files);
  }
  return names.length;
}
