import type { Database } from '../../db/client.ts';
import { assertImageName, contentTypeOf, sha256Of, type ImageStore } from './image-store.ts';
import { deleteImageFiles, findImageFile, insertImageFiles } from './repository.ts';

/**
 * Picture files as rows of `image_files` in PostgreSQL, which every server process reads. Files
 * written to `before` (UPLOAD_DIR) by a version that kept them on disk are still served from there.
 */
export function postgresImageStore(db: Database, before: ImageStore): ImageStore {
  return {
    async save(files) {
      for (const { name } of files) assertImageName(name);
      await insertImageFiles(
        db,
        files.map(({ name, data }) => ({
          name,
          data,
          contentType: contentTypeOf(name),
          sha256: sha256Of(data),
        })),
      );
    },
    async read(name) {
      assertImageName(name);
      return (await findImageFile(db, name)) ?? before.read(name);
    },
    async remove(names) {
      for (const name of names) assertImageName(name);
      await deleteImageFiles(db, names);
    },
  };
}
